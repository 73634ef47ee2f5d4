import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CurrentStatusEmail } from '@institute/core/status-email/current';
import type { StatusEmailRecord } from '@institute/core/status-email/service';
import { renderWithTheme } from '../../test/render';
import { StatusEmailLine } from './status-email-panel';

const queuedAt = '2026-11-26T08:24:00.000Z';
const mail = (delivery: StatusEmailRecord['delivery'], sentAt?: string): StatusEmailRecord => ({
  id: 'e1',
  status: 'accepted',
  language: 'en',
  to: 'radha@example.com',
  subject: 'Welcome',
  text: 'Dear Radha',
  html: '<p>Dear Radha</p>',
  queued_at: queuedAt,
  delivery,
  ...(sentAt ? { sent_at: sentAt } : {}),
});

function line(
  last: StatusEmailRecord | null,
  onWrite = () => {},
  email: CurrentStatusEmail = { status: 'accepted', last },
) {
  renderWithTheme(
    <StatusEmailLine email={email} busy={false} takeFocus={false} onWrite={onWrite} />,
  );
  return screen.getByRole('button');
}

describe('StatusEmailLine', () => {
  it('says the e-mail was not sent, and its button asks for it', () => {
    let asked = 0;
    const button = line(null, () => (asked += 1));
    expect(screen.getByText('The Accepted e-mail has not been sent.')).toBeTruthy();
    expect(button.textContent).toBe('E-mail the applicant');
    fireEvent.click(button);
    expect(asked).toBe(1);
  });

  it('says when a sent e-mail went, in Malaysia time, and offers to write again', () => {
    const button = line(mail('sent', '2026-11-26T08:25:30.000Z'));
    expect(button.parentElement!.textContent).toContain(
      'The Accepted e-mail was sent on 26 Nov 2026, 16:25.',
    );
    expect(button.textContent).toBe('E-mail again');
  });

  it('says when a queued e-mail was queued', () => {
    line(mail('queued'));
    expect(screen.getByText(/^The Accepted e-mail was queued on/).textContent).toBe(
      'The Accepted e-mail was queued on 26 Nov 2026, 16:24.',
    );
  });

  it('after a reopen, says the e-mail went before the decision’s, and offers to write again', () => {
    const contacted = { ...mail('sent', '2026-11-26T08:25:30.000Z'), status: 'contacted' as const };
    const button = line(null, undefined, {
      status: 'contacted',
      last: null,
      earlier: { email: contacted, before: 'waitlisted' },
    });
    expect(button.parentElement!.textContent).toContain(
      'The Contacted e-mail was sent on 26 Nov 2026, 16:25, before the Waitlisted e-mail.',
    );
    expect(button.textContent).toBe('E-mail again');
  });

  it('says a failed e-mail could not be sent, and offers to write it', () => {
    const button = line(mail('failed'));
    expect(button.parentElement!.textContent).toContain(
      'The Accepted e-mail of 26 Nov 2026, 16:24 could not be sent.',
    );
    expect(button.textContent).toBe('E-mail the applicant');
  });
});
