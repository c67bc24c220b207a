import { ERROR_CODES } from '@confirma/contracts/error-codes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../lib/api-client';
import { AuthError } from '../api/auth-fetch';

/** Minutes to announce for a Retry-After of `seconds` (at least one). */
export const retryMinutes = (seconds: number | undefined) =>
  Math.max(1, Math.ceil((seconds ?? 60) / 60));

/**
 * The text to show for a failed account call, in the interface language: known codes get
 * our own words (the `errors` namespace for the API's codes); any other refusal shows the auth server's own message
 * ("Registration failure: the provider's own message"); server faults stay generic.
 */
export function useAuthErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['account', 'errors']);
  return useCallback(
    (error: unknown) => {
      if (error instanceof AuthError) {
        switch (error.code) {
          case 'NETWORK':
            return t('account:authErrors.network');
          case 'RATE_LIMITED':
            return t('account:authErrors.rateLimited', {
              count: retryMinutes(error.retryAfterSeconds),
            });
          case 'INVALID_EMAIL_OR_PASSWORD':
            return t('account:authErrors.invalidCredentials');
          case 'EMAIL_NOT_VERIFIED':
            return t('account:login.notVerified');
          case 'INVALID_TOKEN':
            return t('account:reset.invalidToken');
          case 'INVALID_CODE':
            return t('account:authErrors.invalidCode');
          case 'INVALID_BACKUP_CODE':
            return t('account:authErrors.invalidBackupCode');
          case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
            return t('account:authErrors.tooManyAttempts');
          case 'INVALID_TWO_FACTOR_COOKIE':
            return t('account:authErrors.challengeExpired');
          case 'ACCOUNT_TEMPORARILY_LOCKED':
            return t('account:authErrors.accountLocked');
          case 'INVALID_PASSWORD':
            return t('account:authErrors.invalidPassword');
          // The browser's side of a passkey (passkey-ceremony.ts).
          case 'PASSKEY_CANCELLED':
            return t('account:authErrors.passkeyCancelled');
          case 'PASSKEY_ALREADY_ADDED':
            return t('account:authErrors.passkeyAlreadyAdded');
          case 'PASSKEY_UNSUPPORTED':
            return t('account:authErrors.passkeyUnsupported');
          case 'PASSKEY_FAILED':
            return t('account:authErrors.passkeyFailed');
        }
        // Our own refusals in front of better-auth (a weak new password…): their words.
        if ((ERROR_CODES as readonly string[]).includes(error.code)) {
          return t(`errors:${error.code}`);
        }
        if (error.status >= 400 && error.status < 500 && !error.message.startsWith('HTTP ')) {
          return error.message;
        }
        return t('account:authErrors.unknown');
      }
      if (error instanceof ApiError) return t(`errors:${errorMessageKey(error)}`);
      return t('account:authErrors.unknown');
    },
    [t],
  );
}
