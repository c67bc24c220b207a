import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** "in 30 seconds", "in 5 minutes", "in 2 hours", in `language`. */
export function inHowLong(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 90) return format.format(seconds, 'second');
  if (seconds < 90 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/**
 * What to tell the sender when an action on an operation fails: too soon (and when to try
 * again, from Retry-After), no longer possible, not found, offline, or that it failed.
 */
export function useActionErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation(['workspace', 'errors']);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t('workspace:actions.errors.failed');
      if (error.isNetworkError) return t('errors:network');
      switch (error.code) {
        case 'RATE_LIMITED':
          return error.retryAfterSeconds
            ? t('workspace:actions.errors.rateLimitedUntil', {
                when: inHowLong(error.retryAfterSeconds, i18n.language),
              })
            : t('workspace:actions.errors.rateLimited');
        case 'CONFLICT':
          return t('workspace:actions.errors.conflict');
        case 'NOT_FOUND':
          return t('workspace:actions.errors.notFound');
        default:
          return t('workspace:actions.errors.failed');
      }
    },
    [t, i18n.language],
  );
}
