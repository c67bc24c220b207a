import type { TAuthSession } from '@confirma/contracts/auth';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, Divider } from '@mui/material';
import { WebAuthnAbortService } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthError } from '../api/auth-fetch';
import { ACCOUNT_KEYS } from '../api/query-keys';
import {
  passkeyAutofillSupported,
  passkeysSupported,
  useSignInWithPasskey,
} from '../api/sign-in-with-passkey';
import { useAuthErrorText } from '../hooks/use-auth-error-text';

/**
 * Signing in with a passkey, where the browser has them: the button asks for one, and
 * meanwhile (conditional UI) the browser offers the passkeys among the e-mail field's
 * suggestions. A refusal shows in an alert; a cancelled choice says nothing.
 */
export function PasskeySignInButton({
  onSignedIn,
  onAuthenticated,
}: {
  onSignedIn: () => void;
  onAuthenticated?: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const passkey = useSignInWithPasskey(onAuthenticated ? { onAuthenticated } : {});
  const supported = passkeysSupported();
  const { mutate } = passkey;
  // The page's callback of the last render, for a ceremony started once.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const queryClient = useQueryClient();
  useEffect(() => {
    const left = new AbortController();
    // Signed in already (the form drawn again on the way to My Account): nothing to offer.
    const session = queryClient.getQueryData<TAuthSession>(ACCOUNT_KEYS.session);
    if (session?.user) return;
    void passkeyAutofillSupported().then((autofill) => {
      if (autofill && !left.signal.aborted) {
        mutate({ autofill: true, signal: left.signal }, { onSuccess: () => signedIn.current() });
      }
    });
    return () => {
      left.abort();
      WebAuthnAbortService.cancelCeremony();
    };
  }, [mutate, queryClient]);
  if (!supported) return null;
  const error = passkey.error;
  // Cancelled, or the autofill could not start (no challenge for this address now, or an
  // address that cannot have passkeys): nothing to tell. A refusal of the server always shows.
  const quiet =
    error instanceof AuthError &&
    (error.code === 'PASSKEY_CANCELLED' ||
      (passkey.variables?.autofill === true && error.status === 0));
  return (
    <>
      <Divider>{t('login.or')}</Divider>
      {error && !quiet && (
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<KeyIcon />}
        disabled={passkey.isSuccess}
        onClick={() => mutate({}, { onSuccess: () => signedIn.current() })}
      >
        {t('login.passkey')}
      </Button>
    </>
  );
}
