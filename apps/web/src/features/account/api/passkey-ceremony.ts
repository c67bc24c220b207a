import { AuthError } from './auth-fetch';

/** Why the browser's part of a passkey ceremony failed, as an AuthError code. */
const BY_WEBAUTHN_CODE: Record<string, string> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: 'PASSKEY_ALREADY_ADDED',
  ERROR_CEREMONY_ABORTED: 'PASSKEY_CANCELLED',
  // NotAllowedError: the person closed the browser's dialog, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: 'PASSKEY_CANCELLED',
};

/**
 * A failure of the browser's side of a passkey ceremony (@simplewebauthn/browser's
 * WebAuthnError, or a DOMException) as an AuthError the account texts know: cancelled,
 * already added on this device, not supported, or failed.
 */
export function passkeyBrowserError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error ? error.name : '';
  const ours =
    BY_WEBAUTHN_CODE[code] ??
    (name === 'NotAllowedError' || name === 'AbortError'
      ? 'PASSKEY_CANCELLED'
      : typeof window.PublicKeyCredential === 'undefined'
        ? 'PASSKEY_UNSUPPORTED'
        : 'PASSKEY_FAILED');
  return new AuthError(0, ours, error instanceof Error ? error.message : 'Passkey failed');
}

/** Runs the browser's part of a ceremony; its failures become `passkeyBrowserError`s. */
export async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw passkeyBrowserError(error);
  }
}
