import { ZAuthPasskeyOptions } from '@confirma/contracts/auth';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthError, authFetch } from './auth-fetch';
import { inBrowser } from './passkey-ceremony';
import { completeSignIn } from './sign-in';

/** The autofill could not be offered (no challenge, or the browser refused to start it). */
const AUTOFILL_UNAVAILABLE = 'PASSKEY_AUTOFILL_UNAVAILABLE';

/** Whether this browser makes and uses passkeys at all. */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Whether the browser offers passkeys among the e-mail field's suggestions (conditional UI). */
export const passkeyAutofillSupported = () => browserSupportsWebAuthnAutofill();

/**
 * The autofill sign-in being verified once the browser gave its passkey: the login form
 * drawn again meanwhile joins it instead of asking the browser again (a second sign-in).
 */
let autofillAnswer: Promise<unknown> | null = null;

/**
 * Signs in with a passkey: a challenge (GET /api/auth/passkey/generate-authenticate-options),
 * the browser asks the person to choose a passkey and unlock it, and
 * POST /passkey/verify-authentication opens the session. `autofill`: the browser offers
 * the passkeys among the suggestions of the e-mail field (the field's autocomplete ends in
 * `webauthn`) and the call waits until one is chosen.
 */
export async function signInWithPasskey({
  autofill = false,
  signal,
}: {
  autofill?: boolean;
  signal?: AbortSignal;
} = {}) {
  if (autofill && autofillAnswer) return autofillAnswer;
  const options = await authFetch('/passkey/generate-authenticate-options').then(
    (answer) =>
      ZAuthPasskeyOptions.parse(answer) as unknown as Parameters<
        typeof startAuthentication
      >[0]['optionsJSON'],
    (error: unknown) => {
      // No challenge for the autofill (too many asked from this address, offline): the
      // page simply offers no passkeys there; the button still asks and says why.
      throw autofill ? new AuthError(0, AUTOFILL_UNAVAILABLE, String(error)) : error;
    },
  );
  // The form that asked is gone (drawn again, or left): its challenge is not offered, or the
  // browser would answer it and the form drawn again would ask a second one meanwhile.
  if (signal?.aborted) throw new AuthError(0, 'PASSKEY_CANCELLED', 'Passkey sign-in left');
  // The server refuses an unverified user; ask the device for it rather than let it skip.
  const optionsJSON = { ...options, userVerification: 'required' as const };
  const response = await inBrowser(() =>
    startAuthentication({ optionsJSON, useBrowserAutofill: autofill }),
  );
  const answer = authFetch<unknown>('/passkey/verify-authentication', { response });
  if (autofill) {
    autofillAnswer = answer;
    const done = () => {
      autofillAnswer = null;
    };
    answer.then(done, done);
  }
  return answer;
}

/** Signs in with a passkey, then reloads the session as a password sign-in does. */
export function useSignInWithPasskey({ onAuthenticated }: { onAuthenticated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ autofill, signal }: { autofill?: boolean; signal?: AbortSignal } = {}) => {
      const answer = await signInWithPasskey({
        autofill: autofill ?? false,
        ...(signal ? { signal } : {}),
      });
      await completeSignIn(queryClient, answer, onAuthenticated);
    },
  });
}
