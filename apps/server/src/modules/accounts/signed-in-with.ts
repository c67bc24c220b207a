/**
 * How a session signed in, recorded on the session (`auth_sessions.signed_in_with`) when
 * better-auth creates it, from the endpoint that did: the password alone, the password and
 * a code of the authenticator app or a backup code, a passkey, or Google.
 */
export const SIGNED_IN_WITH = [
  'password',
  'password+totp',
  'password+backup-code',
  'passkey',
  'google',
] as const;
export type TSignedInWith = (typeof SIGNED_IN_WITH)[number];

/** better-auth's endpoints (their route templates) that open a session, and how. */
const BY_ENDPOINT: Record<string, TSignedInWith> = {
  '/sign-in/email': 'password',
  '/two-factor/verify-totp': 'password+totp',
  '/two-factor/verify-backup-code': 'password+backup-code',
  '/passkey/verify-authentication': 'passkey',
};

/**
 * How a session better-auth is creating signed in, from its endpoint: `path` is the route's
 * template (`/callback/:id`) and `params` its values. Null for any other endpoint.
 */
export function signedInWithOf(
  endpoint: { path?: string | undefined; params?: unknown } | null | undefined,
): TSignedInWith | null {
  const path = endpoint?.path;
  if (!path) return null;
  if (path === '/callback/:id' || path === '/oauth2/callback/:providerId') {
    const params = (endpoint.params ?? {}) as Record<string, unknown>;
    return params.id === 'google' || params.providerId === 'google' ? 'google' : null;
  }
  return BY_ENDPOINT[path] ?? null;
}

/**
 * Whether a session was opened with more than one factor: the password and a code (app or
 * backup), or a passkey (a device the person holds, unlocked with their fingerprint, face
 * or PIN: user verification is required). A trusted device's password-only sign-in, Google
 * and sessions of unknown origin are not.
 */
export function sessionHasSecondFactor(session: { signedInWith?: string | null }): boolean {
  return (
    session.signedInWith === 'password+totp' ||
    session.signedInWith === 'password+backup-code' ||
    session.signedInWith === 'passkey'
  );
}
