import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { StatusEmailState } from '@institute/core/status-email/current';
import { renderWithTheme } from '../../test/render';
import { ApplicationStatusCell } from './application-status-badge';

/** The note under the status in an inbox row, or null when there is none. */
function noteFor(email: StatusEmailState | null): string | null {
  renderWithTheme(<ApplicationStatusCell status="accepted" email={email} />);
  expect(screen.getByText('Accepted')).toBeTruthy();
  const note = screen.queryByText(/e-mail/i)?.textContent ?? null;
  cleanup();
  return note;
}

describe('ApplicationStatusCell', () => {
  it('says under the status when its e-mail was skipped or could not be sent', () => {
    expect(noteFor('not_sent')).toBe('E-mail not sent');
    expect(noteFor('failed')).toBe('E-mail failed');
  });

  it('shows the status alone once the e-mail went, or when the status has none', () => {
    expect(noteFor('queued')).toBeNull();
    expect(noteFor('sent')).toBeNull();
    expect(noteFor(null)).toBeNull();
  });
});
