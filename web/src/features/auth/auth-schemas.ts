import * as v from 'valibot';
import { WRONG_CODE_MESSAGE } from '@institute/core/auth/authenticator-schema';

const email = v.pipe(
  v.string(),
  v.nonEmpty('Email is required'),
  v.email('Please enter a valid email address'),
);
const password = v.pipe(v.string(), v.nonEmpty('Password is required'));
const code = v.pipe(
  v.string(),
  v.nonEmpty('Enter the code from the e-mail'),
  v.regex(/^\s*\d{4,8}\s*$/, 'The code is the number from the e-mail'),
);

export const loginSchema = v.object({ email, password });
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const signupSchema = v.pipe(
  v.object({
    fullName: v.pipe(v.string(), v.trim(), v.nonEmpty('Full name is required')),
    email,
    password,
    confirmPassword: v.pipe(v.string(), v.nonEmpty('Confirm your password')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
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
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'Passwords do not match',
    ),
    ['confirmPassword'],
  ),
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
