import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '../../../components/notice-snackbar';
import { ApiError, errorMessageKey } from '../../../lib/api-client';

/** Server codes whose own text says more than the page's generic failure message. */
const SPECIFIC = new Set(['OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED', 'RATE_LIMITED', 'network']);

/**
 * The page's error snackbar: the spec's message for the failed step (spec 000 §8), followed
 * by the reason when the server gave one the signer can act on (wrong code, wait…).
 */
export function useSigningNotice() {
  const { t } = useTranslation(['flows', 'errors']);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const fail = useCallback(
    (messageKey: string, error?: unknown) => {
      const code = error === undefined ? null : errorMessageKey(error);
      const reason = code && SPECIFIC.has(code) ? ` ${t(`errors:${code}`)}` : '';
      if (error && !(error instanceof ApiError)) console.warn(error);
      setNotice({ severity: 'error', text: `${t(messageKey)}${reason}` });
    },
    [t],
  );
  return useMemo(
    () => ({
      notice,
      fail,
      inform: (text: string) => setNotice({ severity: 'success', text }),
      close: () => setNotice(null),
    }),
    [notice, fail],
  );
}
