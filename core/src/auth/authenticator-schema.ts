import * as v from 'valibot';

/** The 6 digits an authenticator app shows; spaces typed between groups are dropped. */
export const authenticatorCode = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.nonEmpty('Enter the code from your authenticator app'),
  v.regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows'),
);

export const authenticatorCodeSchema = v.object({ code: authenticatorCode });
export type AuthenticatorCodeInput = v.InferInput<typeof authenticatorCodeSchema>;
export type AuthenticatorCodeValues = v.InferOutput<typeof authenticatorCodeSchema>;

/** Turning the app off proves both factors again: the password and a current code. */
export const turnOffAuthenticatorSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty('Enter your password'), v.maxLength(256)),
  code: authenticatorCode,
});
export type TurnOffAuthenticatorInput = v.InferInput<typeof turnOffAuthenticatorSchema>;
export type TurnOffAuthenticatorValues = v.InferOutput<typeof turnOffAuthenticatorSchema>;

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct';
export const WRONG_CODE_MESSAGE =
  'That code did not match. Enter the code your authenticator app shows now.';
