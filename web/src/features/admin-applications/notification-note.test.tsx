import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { NotificationNote } from './notification-note';

const at = '2025-03-01T16:30:01.000Z';

describe('NotificationNote', () => {
  it('says which e-mail failed and what to do', () => {
    renderWithTheme(
      <NotificationNote
        record={{
          notifications: {
            institute: { status: 'sent', attempts: 1, at },
            applicant: { status: 'failed', attempts: 3, at, error: 'TimeoutError' },
          },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('E-mail not sent');
    expect(screen.getByText(/confirmation e-mail to the applicant could not be sent/)).toBeTruthy();
    expect(screen.queryByText(/institute’s contact address/)).toBeNull();
  });

  it('shows nothing when the e-mails went or were never tried', () => {
    renderWithTheme(
      <>
        <NotificationNote record={{}} />
        <NotificationNote
          record={{
            notifications: {
              institute: { status: 'sent', attempts: 1, at },
              applicant: { status: 'sent', attempts: 1, at },
            },
          }}
        />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be sent/)).toBeNull();
    expect(screen.queryByText('E-mail not sent')).toBeNull();
  });
});

describe('NotificationNote: send again', () => {
  it('offers to send the failed e-mail again, and shows it is busy while sending', () => {
    let asked = 0;
    const failed = {
      notifications: {
        applicant: { status: 'failed' as const, attempts: 3, at, error: 'TimeoutError' },
      },
    };
    const { rerender } = renderWithTheme(
      <NotificationNote record={failed} onResend={() => (asked += 1)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(asked).toBe(1);
    rerender(<NotificationNote record={failed} onResend={() => (asked += 1)} resending />);
    expect(screen.getByRole('button').getAttribute('data-loading')).toBe('true');
  });
});
