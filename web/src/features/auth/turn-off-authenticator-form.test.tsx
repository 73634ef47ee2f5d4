import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WRONG_CODE_MESSAGE } from '@institute/core/auth/authenticator-schema';
import { ApiError } from '../../lib/api';
import { renderWithTheme } from '../../test/render';
import { shownErrors } from './shown-errors';
import { turnOffAuthenticator } from './api/turn-off-authenticator';
import { TurnOffAuthenticatorForm } from './turn-off-authenticator-form';

vi.mock('./api/turn-off-authenticator', () => ({ turnOffAuthenticator: vi.fn() }));
afterEach(() => vi.mocked(turnOffAuthenticator).mockReset());

function setup() {
  const onDone = vi.fn(async () => undefined);
  renderWithTheme(<TurnOffAuthenticatorForm onDone={onDone} onCancel={() => undefined} />);
  const password = screen.getByLabelText(/^Password/);
  const code = screen.getByRole('textbox', { name: /Authenticator code/ });
  const send = (values: { password: string; code: string }) => {
    fireEvent.change(password, { target: { value: values.password } });
    fireEvent.change(code, { target: { value: values.code } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  };
  return { send, code, onDone };
}

describe('TurnOffAuthenticatorForm', () => {
  it('says a wrong code under the code field only', async () => {
    vi.mocked(turnOffAuthenticator).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Check the code', { code: WRONG_CODE_MESSAGE }),
    );
    const { send, onDone } = setup();
    send({ password: 'Local-Passw0rd!', code: '123456' });
    await waitFor(() => expect(shownErrors()).toEqual([WRONG_CODE_MESSAGE]));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('drops an earlier failure when the next try is refused before sending', async () => {
    vi.mocked(turnOffAuthenticator).mockRejectedValue(
      new ApiError(429, 'rate_limited', 'Too many tries. Try again in 15 minutes.'),
    );
    const { send } = setup();
    send({ password: 'Local-Passw0rd!', code: '123456' });
    await waitFor(() =>
      expect(shownErrors()).toEqual(['Too many tries. Try again in 15 minutes.']),
    );
    send({ password: 'Local-Passw0rd!', code: '12' });
    await waitFor(() =>
      expect(shownErrors()).toEqual(['The code is the 6 digits your authenticator app shows']),
    );
  });

  it('says a refusal about another field above the form rather than nothing', async () => {
    vi.mocked(turnOffAuthenticator).mockRejectedValue(
      new ApiError(400, 'validation_failed', 'Check the request', {
        body: 'The request must be JSON',
      }),
    );
    const { send } = setup();
    send({ password: 'Local-Passw0rd!', code: '123456' });
    await waitFor(() => expect(shownErrors()).toEqual(['The request must be JSON']));
  });
});
