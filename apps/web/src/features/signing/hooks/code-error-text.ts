import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The one message a refused signing code gets, under the code: wrong, with the tries left
 * (the server counts them), or expired or locked with what to do; null for any other
 * failure (the page's notice tells those).
 */
export function codeErrorText(error: unknown, t: TFunction<'flows'>): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'OTP_INVALID') {
    const left = error.problem?.attemptsLeft;
    if (left === undefined) return t('errors:OTP_INVALID');
    return left > 0 ? t('signing.otpWrong', { count: left }) : t('signing.otpWrongNone');
  }
  if (error.code === 'OTP_EXPIRED' || error.code === 'OTP_LOCKED') return t(`errors:${error.code}`);
  return null;
}
