import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { Notifications, notifications } from '@mantine/notifications';
import { storedApplication } from '@institute/core/application/fixtures';
import type { ApplicationRecord } from '@institute/core/application/record';
import { ApiError } from '../../lib/api';
import { renderWithTheme } from '../../test/render';
import { sendStatusEmail } from './api/status-email';
import { BulkEmailList } from './bulk-email-list';

vi.mock('./api/status-email', () => ({
  statusEmailPreviewQuery: (id: string) =>
    queryOptions({
      queryKey: ['status-email-preview', id],
      queryFn: async () => ({
        status: 'contacted' as const,
        language: 'en' as const,
        subject: 'Your application',
        text: 'Dear applicant, we will call you.',
        html: '',
      }),
    }),
  sendStatusEmail: vi.fn(),
}));
afterEach(() => {
  vi.mocked(sendStatusEmail).mockReset();
  act(() => notifications.clean());
});

const applicant = (id: string, full_name: string): ApplicationRecord => ({
  ...storedApplication,
  id,
  full_name,
  status: 'contacted',
});
const ARJUN = applicant('a1', 'Arjun Nair');
const BHAKTI = applicant('b2', 'Bhakti Rao');
const CHAITANYA = applicant('c3', 'Chaitanya Das');
const GONE = new ApiError(
  409,
  'wrong_status',
  'The application is declined now, so the contacted e-mail no longer fits. Reload it.',
);

async function show(records: ApplicationRecord[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <Notifications />
      <BulkEmailList records={records} status="contacted" onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: `Send ${records.length} e-mails` });
}

const row = (name: string) => screen.getByRole('listitem', { name: `E-mail to ${name}` });
const notice = () => document.querySelector('.mantine-Notification-root')?.textContent ?? '';

// Longer than the 5 s a waitFor takes to give up, so a failure says what it waited for.
describe('BulkEmailList', { timeout: 15_000 }, () => {
  it('names each applicant the API refused and why, in the right number', async () => {
    vi.mocked(sendStatusEmail).mockImplementation(async (id) => {
      if (id === ARJUN.id) throw GONE;
      if (id === CHAITANYA.id)
        throw new ApiError(0, 'network_error', 'The server could not be reached');
      return { ...storedApplication, id };
    });
    fireEvent.click(await show([ARJUN, BHAKTI, CHAITANYA]));
    await waitFor(() =>
      expect(notice()).toContain('2 e-mails could not be sent; 1 e-mail on the way.'),
    );
    expect(notice()).toContain(`Not sent to Arjun Nair: ${GONE.message}`);
    expect(notice()).toContain('Not sent to Chaitanya Das: The server could not be reached');
    expect(notice()).not.toContain('e-mail(s)');
    expect(within(row(ARJUN.full_name)).getByText(GONE.message)).toBeTruthy();
    expect(within(row(BHAKTI.full_name)).getByText('Sent')).toBeTruthy();

    // Tried again, one is still refused: one e-mail, in the singular.
    vi.mocked(sendStatusEmail).mockImplementation(async (id) => {
      if (id === ARJUN.id) throw GONE;
      return { ...storedApplication, id };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 e-mails' }));
    await waitFor(() =>
      expect(notice()).toContain('1 e-mail could not be sent; 1 e-mail on the way.'),
    );
    expect(notice()).toContain(`Not sent to Arjun Nair: ${GONE.message}`);
  });

  it('sends nothing while one e-mail has a mistake, and opens it on the field', async () => {
    vi.mocked(sendStatusEmail).mockImplementation(async (id) => ({ ...storedApplication, id }));
    await show([ARJUN, BHAKTI]);
    fireEvent.click(within(row(BHAKTI.full_name)).getByRole('button', { name: 'Edit' }));
    const message = await within(row(BHAKTI.full_name)).findByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: '  ' } });
    fireEvent.click(within(row(BHAKTI.full_name)).getByRole('button', { name: 'Done editing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 e-mails' }));

    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(within(row(BHAKTI.full_name)).getByText('Enter the message')).toBeTruthy();
    expect(
      within(row(BHAKTI.full_name)).getByRole('button', { name: 'Done editing' }),
    ).toBeTruthy();
    expect(sendStatusEmail).not.toHaveBeenCalled();
  });

  it('opens the editor on a field the API refused, saying why under it', async () => {
    vi.mocked(sendStatusEmail).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        subject: 'The subject must be one line',
      }),
    );
    fireEvent.click(await show([ARJUN, BHAKTI]));
    await waitFor(() => expect(notice()).toContain('2 e-mails could not be sent.'));
    expect(notice()).toContain('Not sent to Arjun Nair, Bhakti Rao: The subject must be one line');
    // The editor opens in the render after the notice's: waited for, not read at once.
    const subject = await within(row(ARJUN.full_name)).findByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(within(row(ARJUN.full_name)).getByText('The subject must be one line')).toBeTruthy();
    expect(within(row(ARJUN.full_name)).getByRole('button', { name: 'Done editing' })).toBeTruthy();
  });
});
