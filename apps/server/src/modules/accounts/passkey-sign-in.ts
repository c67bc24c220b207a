import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';

/** Our refusal when the authenticator did not verify its user (no fingerprint, face or PIN). */
export const USER_NOT_VERIFIED = 'USER_NOT_VERIFIED';

function requireUserVerified(verified: boolean | undefined) {
  if (!verified) {
    throw new APIError('BAD_REQUEST', {
      code: USER_NOT_VERIFIED,
      message: 'The authenticator did not verify its user',
    });
  }
}

/**
 * Passkeys (better-auth's passkey plugin, WebAuthn): the relying party is the public
 * address (its host name the RP ID, its origin the only origin a response may come
 * from). Passkeys are discoverable (the login page asks for one without an e-mail) and
 * user verification is required: the plugin asks for it and checks only "preferred", so
 * both ceremonies refuse here a response whose authenticator did not verify its user.
 * Adding one takes a signed-in session of the last day (the plugin's fresh-session rule,
 * better-auth's `freshAge`); signing in with one opens a session like the password does.
 */
export function passkeySignIn(publicUrl: string) {
  const url = new URL(publicUrl);
  return passkey({
    rpID: url.hostname,
    rpName: 'Confirma',
    origin: url.origin,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    registration: {
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.registrationInfo?.userVerified),
    },
    authentication: {
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.authenticationInfo.userVerified),
    },
  });
}
