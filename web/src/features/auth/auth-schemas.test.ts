import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DISABLED_ACCOUNT_MESSAGE,
  loginSchema,
  resetRequestSchema,
  resetSchema,
  signInProblem,
  signupSchema,
} from './auth-schemas';

/** The flattened messages per field, as the form shows them. */
function fieldErrors(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
}

describe('the password confirmation', () => {
  const signup = { fullName: 'Radha', email: 'radha@example.com' };
  const reset = { code: '123456' };

  it('is said under the confirmation when it differs, at sign-up and at reset', () => {
    for (const [schema, rest] of [
      [signupSchema, signup],
      [resetSchema, reset],
    ] as const) {
      expect(
        fieldErrors(schema, { ...rest, password: 'Secret-123', confirmPassword: 'Secret-124' }),
      ).toEqual({ confirmPassword: ['Passwords do not match'] });
    }
  });

  it('is said while another field is still wrong', () => {
    expect(
      fieldErrors(signupSchema, {
        ...signup,
        fullName: ' ',
        password: 'Secret-123',
        confirmPassword: 'other',
      }),
    ).toEqual({ fullName: ['Full name is required'], confirmPassword: ['Passwords do not match'] });
  });

  it('lets matching passwords through with every other value kept', () => {
    const values = { ...reset, password: 'Secret-123', confirmPassword: 'Secret-123' };
    expect(v.parse(resetSchema, values)).toEqual(values);
  });
});

describe('the e-mail address', () => {
  it('is read trimmed and in lower case, the one spelling the pool knows it by', () => {
    const email = ' Radha.Krishnan@Example.COM ';
    expect(v.parse(loginSchema, { email, password: 'x' }).email).toBe('radha.krishnan@example.com');
    expect(v.parse(resetRequestSchema, { email }).email).toBe('radha.krishnan@example.com');
    expect(
      v.parse(signupSchema, {
        fullName: 'Radha',
        email,
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
      }).email,
    ).toBe('radha.krishnan@example.com');
  });
});

describe('a failed sign-in', () => {
  const cognitoError = (name: string, message: string) =>
    Object.assign(new Error(message), { name });

  it('says in a sentence that a disabled account must be enabled again', () => {
    expect(signInProblem(cognitoError('NotAuthorizedException', 'User is disabled.'))).toBe(
      DISABLED_ACCOUNT_MESSAGE,
    );
  });

  it("leaves Cognito's own words to be shown otherwise", () => {
    const wrong = cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    expect(signInProblem(wrong)).toBeUndefined();
    expect(signInProblem(new Error('User is disabled.'))).toBeUndefined();
  });
});
