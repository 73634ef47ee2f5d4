import type { AdminGroup } from '@institute/core/auth/roles';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/stack';
import { bearer, signIn, type Tokens } from './auth';
import { createUserInGroup } from './users';

/** An account to sign in: a seeded one by e-mail, or staff created in a group first. */
export type Account = string | { email: string; group: AdminGroup };

export interface SignedInStack<Name extends string> {
  stack: LocalStack;
  tokens: Record<Name, Tokens>;
  /** Each account's `Authorization: Bearer` header. */
  auth: Record<Name, { authorization: string }>;
}

/**
 * Starts a local stack and signs the named accounts in with real tokens, creating the staff
 * accounts in their groups first: the set-up an API test file starts from. The caller stops the
 * stack (`afterAll(() => stack?.stop())`).
 */
export async function startSignedIn<Name extends string>(
  accounts: Record<Name, Account>,
  options: LocalStackOptions = {},
): Promise<SignedInStack<Name>> {
  const stack = await startLocalStack(options);
  const entries = Object.entries(accounts) as [Name, Account][];
  await Promise.all(
    entries.flatMap(([, account]) =>
      typeof account === 'string'
        ? []
        : [createUserInGroup(stack.cognitoEndpoint, account.email, account.group)],
    ),
  );
  const signedIn = await Promise.all(
    entries.map(async ([name, account]) => {
      const email = typeof account === 'string' ? account : account.email;
      return [name, await signIn(stack.cognitoEndpoint, email)] as const;
    }),
  );
  const tokens = Object.fromEntries(signedIn) as Record<Name, Tokens>;
  const auth = Object.fromEntries(
    signedIn.map(([name, token]) => [name, bearer(token.accessToken)]),
  ) as Record<Name, { authorization: string }>;
  return { stack, tokens, auth };
}
