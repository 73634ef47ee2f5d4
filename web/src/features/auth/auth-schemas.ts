import type { Path, UseFormSetError } from 'react-hook-form';
import { commonPasswordProblem } from '@institute/core/auth/common-passwords';
import * as v from 'valibot';
import { WRONG_CODE_MESSAGE } from '@institute/core/auth/authenticator-schema';

// Lower case, as the pool reads addresses (case-insensitive usernames): one spelling of each
// account's address everywhere, and the local Cognito finds "Admin@…" as AWS does.
const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.email('Please enter a valid email address'),
  v.toLowerCase(),
);
const password = v.pipe(v.string(), v.nonEmpty('Password is required'));
const code = v.pipe(
  v.string(),
  v.nonEmpty('Enter the code from the e-mail'),
  v.regex(/^\s*\d{4,8}\s*$/, 'The code is the number from the e-mail'),
);

// A type, not an interface: valibot's checks take only objects with an index signature.
type Passwords = { password: string; confirmPassword: string };
const passwordsMatch = v.forward(
  v.partialCheck(
    [['password'], ['confirmPassword']],
    (input: Passwords) => input.password === input.confirmPassword,
    'Passwords do not match',
  ),
  ['confirmPassword'],
);

/**
 * The confirmation must repeat the password (said under the confirmation), in any form with both.
 * The check reads only those two and hands the form's values on as they are, hence the cast:
 * valibot cannot resolve its paths over a generic form type.
 */
function matchingPasswords<TInput extends Passwords>() {
  return passwordsMatch as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<Passwords>>;
}

export const loginSchema = v.object({ email, password });
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const signupSchema = v.pipe(
  v.object({
    fullName: v.pipe(v.string(), v.trim(), v.nonEmpty('Full name is required')),
    email,
    password,
    confirmPassword: v.pipe(v.string(), v.nonEmpty('Confirm your password')),
  }),
  matchingPasswords(),
);
export type SignupValues = v.InferInput<typeof signupSchema>;

export const codeSchema = v.object({ code });
export type CodeValues = v.InferOutput<typeof codeSchema>;

export const resetRequestSchema = v.object({ email });
export type ResetRequestValues = v.InferOutput<typeof resetRequestSchema>;

export const resetSchema = v.pipe(
  v.object({
    code,
    password,
    confirmPassword: v.pipe(v.string(), v.nonEmpty('Confirm your new password')),
  }),
  matchingPasswords(),
);
export type ResetValues = v.InferOutput<typeof resetSchema>;

/** Cognito's words for a wrong or stale authenticator code, in words a person can act on. */
export function authenticatorCodeProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
    return WRONG_CODE_MESSAGE;
  }
  if (name === 'NotAuthorizedException' && /session/i.test((error as Error).message)) {
    return 'The sign-in took too long. Please sign in again.';
  }
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}

/** Said on the sign-in page when Cognito refuses a disabled account ("User is disabled."). */
export const DISABLED_ACCOUNT_MESSAGE =
  'This account is disabled. An administrator must enable it again before you can sign in.';

/**
 * A sentence for a sign-in failure whose Cognito words are too terse to act on; undefined for the
 * rest, whose own words are shown.
 */
export function signInProblem(error: unknown): string | undefined {
  const disabled =
    error instanceof Error &&
    error.name === 'NotAuthorizedException' &&
    error.message === 'User is disabled.';
  return disabled ? DISABLED_ACCOUNT_MESSAGE : undefined;
}

/**
 * Says a common password on its field before anything is sent (the list of common passwords
 * loads only now, on submit). True when it did, and the submit should stop.
 */
export async function refusedAsCommon<Values extends { password: string }>(
  password: string,
  setError: UseFormSetError<Values>,
): Promise<boolean> {
  const common = await commonPasswordProblem(password);
  if (common) setError('password' as Path<Values>, { message: common }, { shouldFocus: true });
  return common !== null;
}
