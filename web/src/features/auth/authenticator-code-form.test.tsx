import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WRONG_CODE_MESSAGE } from '@institute/core/auth/authenticator-schema';
import { renderWithTheme } from '../../test/render';
import { shownErrors } from './shown-errors';
import { AuthenticatorCodeForm } from './authenticator-code-form';

/** An error as Amplify throws it: its kind is in the name. */
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

function setup(onCode: (code: string) => Promise<void>) {
  renderWithTheme(
    <AuthenticatorCodeForm onCode={onCode} submitLabel="Turn on" busyLabel="Checking..." />,
  );
  const field = screen.getByRole('textbox', { name: /Authenticator code/ });
  const send = (code: string) => {
    fireEvent.change(field, { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  };
  return { field, send };
}

describe('AuthenticatorCodeForm', () => {
  it('says a wrong code once, under the field, and drops it for the next mistake', async () => {
    const onCode = vi.fn(async () => {
      throw cognitoError('CodeMismatchException', 'Invalid code received for user');
    });
    const { field, send } = setup(onCode);
    send('123456');
    await waitFor(() => expect(shownErrors()).toEqual([WRONG_CODE_MESSAGE]));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onCode).toHaveBeenCalledWith('123456');

    // A code too short now: only that is said, not the earlier mismatch as well.
    fireEvent.change(field, { target: { value: '12ab' } });
    await waitFor(() =>
      expect(shownErrors()).toEqual(['The code is the 6 digits your authenticator app shows']),
    );
  });

  it('says any other failure once above the field, gone once the code is typed again', async () => {
    const { field, send } = setup(async () => {
      throw cognitoError('NotAuthorizedException', 'Invalid session for the user.');
    });
    send('123456');
    await waitFor(() =>
      expect(shownErrors()).toEqual(['The sign-in took too long. Please sign in again.']),
    );

    fireEvent.change(field, { target: { value: '1' } });
    await waitFor(() =>
      expect(shownErrors()).toEqual(['The code is the 6 digits your authenticator app shows']),
    );
  });

  it('drops an old failure when a submit is refused before sending', async () => {
    const { send } = setup(async () => {
      throw new Error('Network error');
    });
    send('123456');
    await waitFor(() => expect(shownErrors()).toEqual(['Network error']));
    send('');
    await waitFor(() =>
      expect(shownErrors()).toEqual(['Enter the code from your authenticator app']),
    );
  });
});
