import { describe, expect, it } from 'vitest';
import { sessionHasSecondFactor, signedInWithOf } from './signed-in-with.ts';

describe('how a session signed in', () => {
  it('is read off the endpoint that creates it', () => {
    expect(signedInWithOf({ path: '/sign-in/email' })).toBe('password');
    expect(signedInWithOf({ path: '/two-factor/verify-totp' })).toBe('password+totp');
    expect(signedInWithOf({ path: '/two-factor/verify-backup-code' })).toBe('password+backup-code');
    expect(signedInWithOf({ path: '/passkey/verify-authentication' })).toBe('passkey');
    expect(signedInWithOf({ path: '/callback/:id', params: { id: 'google' } })).toBe('google');
  });

  it('is unknown for any other endpoint, provider or call outside an endpoint', () => {
    expect(signedInWithOf({ path: '/callback/:id', params: { id: 'github' } })).toBeNull();
    expect(signedInWithOf({ path: '/two-factor/disable' })).toBeNull();
    expect(signedInWithOf({ path: '/passkey/verify-registration' })).toBeNull();
    expect(signedInWithOf(null)).toBeNull();
  });

  it('counts a code or a passkey as a second factor, the password or Google alone not', () => {
    expect(sessionHasSecondFactor({ signedInWith: 'password+totp' })).toBe(true);
    expect(sessionHasSecondFactor({ signedInWith: 'password+backup-code' })).toBe(true);
    expect(sessionHasSecondFactor({ signedInWith: 'passkey' })).toBe(true);
    expect(sessionHasSecondFactor({ signedInWith: 'password' })).toBe(false);
    expect(sessionHasSecondFactor({ signedInWith: 'google' })).toBe(false);
    expect(sessionHasSecondFactor({ signedInWith: null })).toBe(false);
    expect(sessionHasSecondFactor({})).toBe(false);
  });
});
