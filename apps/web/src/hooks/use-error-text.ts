import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/api-error';

/** The localised text of a failed API call: its problem's code read in the `errors` namespace. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback((error: unknown) => t(errorMessageKey(error)), [t]);
}
