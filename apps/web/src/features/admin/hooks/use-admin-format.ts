import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client';

/** Dates and numbers of the back office in the interface language. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const minute = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(language);
    return {
      dateTime: (iso: string | null) => (iso ? minute.format(new Date(iso)) : '—'),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}

/** The localised text of any error of a back-office call (the `errors` namespace by code). */
export function useAdminErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => t(errorMessageKey(error)), [t]);
}
