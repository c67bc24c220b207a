import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '../components/notice-snackbar';
import { ApiError, errorMessageKey } from '../lib/api-client';

/**
 * A page's outcome snackbar: on failure, the product's message for the failed step, followed by the server's reason when it is one of `actionable` (codes whose own text
 * tells the person what to do: wrong code, wait, buy credits…).
 */
export function useFailureNotice(actionable: ReadonlySet<string>) {
  const { t } = useTranslation(['flows', 'errors']);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const fail = useCallback(
    (messageKey: string, error?: unknown) => {
      const code = error === undefined ? null : errorMessageKey(error);
      const reason = code && actionable.has(code) ? ` ${t(`errors:${code}`)}` : '';
      if (error && !(error instanceof ApiError)) console.warn(error);
      setNotice({ severity: 'error', text: `${t(messageKey)}${reason}` });
    },
    [t, actionable],
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
