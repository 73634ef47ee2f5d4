import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startAuthenticatorSetup } from '../../lib/auth';
import { renderWithTheme } from '../../test/render';
import { AuthenticatorPage } from './authenticator-page';

vi.mock('../../lib/auth', () => ({
  useAuth: () => ({ user: { email: 'someone@example.com' } }),
  fetchAuthenticatorStatus: vi.fn(async () => ({ enabled: false })),
  startAuthenticatorSetup: vi.fn(),
  confirmAuthenticatorSetup: vi.fn(),
}));

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  uri: 'otpauth://totp/Institute:someone%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AuthenticatorPage />
    </QueryClientProvider>,
  );
}

const setUpButton = () => screen.findByRole('button', { name: 'Set up authenticator app' });

describe('AuthenticatorPage', () => {
  it('says what to do in words true on a phone and on a computer', async () => {
    vi.mocked(startAuthenticatorSetup).mockResolvedValue(SETUP);
    show();
    fireEvent.click(await setUpButton());
    const link = await screen.findByRole('link', { name: 'open this set-up in the app' });
    expect(link.getAttribute('href')).toBe(SETUP.uri);
    const steps = document.body.textContent ?? '';
    expect(steps).not.toMatch(/this phone/i);
    expect(steps).toContain(
      'Scan this QR code with the app, or type the set-up key below. If the app is on this device, you can instead open this set-up in the app.',
    );
    expect(steps).toContain('an authenticator app on your phone or computer');
  });

  it('says a failed start once, beside the button, and not after a try that worked', async () => {
    vi.mocked(startAuthenticatorSetup)
      .mockRejectedValueOnce(new Error('Network error'))
      .mockRejectedValueOnce(new Error('Still no network'))
      .mockResolvedValueOnce(SETUP);
    show();
    fireEvent.click(await setUpButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Could not start the set-upNetwork error',
      ]),
    );
    fireEvent.click(await setUpButton());
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Could not start the set-upStill no network',
      ]),
    );
    fireEvent.click(await setUpButton());
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
