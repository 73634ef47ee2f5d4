import { describe, expect, it } from 'vitest';
import { stateFromClaims } from './auth';

describe('stateFromClaims', () => {
  it('is signed out without an access token', () => {
    expect(stateFromClaims(undefined, undefined)).toEqual({ status: 'signedOut', isAdmin: false });
  });

  it.each(['super_admin', 'content_admin', 'course_manager', 'editor'])(
    '%s is an admin',
    (group) => {
      const state = stateFromClaims(
        { 'cognito:groups': [group], username: 'u1' },
        { email: 'a@example.com' },
      );
      expect(state).toEqual({
        status: 'signedIn',
        user: { email: 'a@example.com', groups: [group] },
        isAdmin: true,
      });
    },
  );

  it('is signed in but not an admin without one of the four groups', () => {
    const state = stateFromClaims(
      { 'cognito:groups': ['students'], username: 'u1' },
      { email: 'm@example.com' },
    );
    expect(state.status).toBe('signedIn');
    expect(state.isAdmin).toBe(false);
  });

  it('treats a missing or odd groups claim as no groups', () => {
    expect(stateFromClaims({ username: 'u1' }, undefined).user?.groups).toEqual([]);
    expect(stateFromClaims({ 'cognito:groups': 'super_admin' }, undefined).isAdmin).toBe(false);
    expect(stateFromClaims({ 'cognito:groups': [42, 'editor'] }, undefined).user?.groups).toEqual([
      'editor',
    ]);
  });

  it('falls back to the username when the id token has no e-mail', () => {
    expect(stateFromClaims({ username: 'sub-123' }, {}).user?.email).toBe('sub-123');
  });
});
