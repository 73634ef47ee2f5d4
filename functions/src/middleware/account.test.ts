import type {
  CognitoIdentityProviderClient,
  GetUserCommand,
  GetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '../errors';
import { createAccountLookup, requireSuperAdminMfa, type AccountLookup } from './account';
import type { AuthEnv, Caller } from './auth';
import { DEFAULT_PERMISSION_MAP } from '@institute/core/access/permissions';

const caller = (sub: string, groups: string[] = ['super_admin']): Caller => ({
  sub,
  username: sub,
  groups,
  accessToken: `token-of-${sub}`,
  iat: 0,
  authTime: 0,
  session: `session-of-${sub}`,
  exp: 0,
});

/** A Cognito client whose GetUser answers from this table (per access token), counting calls. */
function fakeCognito(accounts: Record<string, { email: string; totp: boolean } | Error>) {
  const calls: string[] = [];
  const client = {
    send: async (command: GetUserCommand): Promise<Partial<GetUserCommandOutput>> => {
      const token = command.input.AccessToken!;
      calls.push(token);
      const account = accounts[token];
      if (!account) throw new Error(`unexpected token ${token}`);
      if (account instanceof Error) throw account;
      return {
        UserAttributes: [{ Name: 'email', Value: account.email }],
        UserMFASettingList: account.totp ? ['SOFTWARE_TOKEN_MFA'] : [],
      };
    },
  };
  return { client: client as unknown as CognitoIdentityProviderClient, calls, accounts };
}

describe('account lookup (GetUser with the caller’s own token)', () => {
  // The cache goes by the clock: the test sets it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the e-mail and whether an authenticator app is on', async () => {
    const cognito = fakeCognito({
      'token-of-a': { email: 'a@example.com', totp: true },
      'token-of-b': { email: 'b@example.com', totp: false },
    });
    const lookup = createAccountLookup(cognito.client);
    expect(await lookup(caller('a'))).toEqual({ email: 'a@example.com', totp: true });
    expect(await lookup(caller('b'))).toEqual({ email: 'b@example.com', totp: false });
    expect(cognito.calls).toEqual(['token-of-a', 'token-of-b']);
  });

  it('keeps an account with TOTP on for five minutes, per account, then reads it again', async () => {
    const cognito = fakeCognito({
      'token-of-a': { email: 'a@example.com', totp: true },
      'token-of-c': { email: 'c@example.com', totp: true },
    });
    const lookup = createAccountLookup(cognito.client);
    await lookup(caller('a'));
    vi.setSystemTime(new Date('2026-11-23T10:04:59Z'));
    expect(await lookup(caller('a'))).toEqual({ email: 'a@example.com', totp: true });
    expect(cognito.calls).toEqual(['token-of-a']);
    // Another account is its own entry.
    await lookup(caller('c'));
    expect(cognito.calls).toEqual(['token-of-a', 'token-of-c']);
    // Past five minutes: read again, so turning TOTP off is seen within that time.
    cognito.accounts['token-of-a'] = { email: 'a@example.com', totp: false };
    vi.setSystemTime(new Date('2026-11-23T10:05:01Z'));
    expect(await lookup(caller('a'))).toEqual({ email: 'a@example.com', totp: false });
    expect(cognito.calls).toEqual(['token-of-a', 'token-of-c', 'token-of-a']);
  });

  it('never keeps an account without TOTP: one that just turned it on is seen at once', async () => {
    const cognito = fakeCognito({ 'token-of-b': { email: 'b@example.com', totp: false } });
    const lookup = createAccountLookup(cognito.client);
    expect((await lookup(caller('b'))).totp).toBe(false);
    cognito.accounts['token-of-b'] = { email: 'b@example.com', totp: true };
    expect((await lookup(caller('b'))).totp).toBe(true);
    expect(cognito.calls).toEqual(['token-of-b', 'token-of-b']);
  });

  it('passes a failed GetUser on, and keeps nothing from it', async () => {
    const cognito = fakeCognito({ 'token-of-a': new Error('Cognito is down') });
    const lookup = createAccountLookup(cognito.client);
    await expect(lookup(caller('a'))).rejects.toThrow('Cognito is down');
    cognito.accounts['token-of-a'] = { email: 'a@example.com', totp: true };
    expect((await lookup(caller('a'))).totp).toBe(true);
  });
});

describe('the authenticator-app rule for super admins', () => {
  /** An admin route behind the rule, for a caller the token check already let in. */
  function appFor(who: Caller, lookup: AccountLookup, requireSuperAdminMfaOn = true) {
    const app = new Hono<AuthEnv>()
      .use('*', async (c, next) => {
        c.set('caller', who);
        await next();
      })
      .use(
        '*',
        requireSuperAdminMfa({ requireSuperAdminMfa: requireSuperAdminMfaOn }, lookup, {
          permissionMap: async () => DEFAULT_PERMISSION_MAP,
        }),
      )
      .get('/admin', (c) => c.json({ ok: true }));
    app.onError(handleError);
    return app;
  }
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('refuses a super admin (403 mfa_required) when the lookup fails: it fails closed', async () => {
    quiet();
    const lookup = vi.fn<AccountLookup>().mockRejectedValue(new Error('Cognito is down'));
    const response = await appFor(caller('a'), lookup).request('/admin');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'mfa_required',
    );
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a super admin without TOTP and lets one with TOTP in', async () => {
    quiet();
    const without = vi.fn<AccountLookup>().mockResolvedValue({ email: null, totp: false });
    expect((await appFor(caller('a'), without).request('/admin')).status).toBe(403);
    const withTotp = vi.fn<AccountLookup>().mockResolvedValue({ email: null, totp: true });
    expect((await appFor(caller('a'), withTotp).request('/admin')).status).toBe(200);
  });

  it('does not ask about other groups, nor when the rule is off (local stack)', async () => {
    const lookup = vi.fn<AccountLookup>().mockRejectedValue(new Error('not to be called'));
    expect((await appFor(caller('e', ['editor']), lookup).request('/admin')).status).toBe(200);
    expect((await appFor(caller('a'), lookup, false).request('/admin')).status).toBe(200);
    expect(lookup).not.toHaveBeenCalled();
  });
});
