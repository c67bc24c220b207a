import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

const MINUTES_A_DAY = 24 * 60;

/**
 * The desk's figures in the interface language: an instant to the minute, an age in
 * minutes as days, hours and minutes, and a point of the video as m:ss.
 */
export function useReviewFormat() {
  const { t } = useTranslation('review');
  const { minute } = useLocaleFormat();
  return useMemo(() => {
    return {
      dateTime: minute,
      age: (minutes: number) => {
        if (minutes < 60) return t('age.minutes', { count: minutes });
        if (minutes < MINUTES_A_DAY) {
          return t('age.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
        }
        const days = Math.floor(minutes / MINUTES_A_DAY);
        return t('age.days', { count: days, hours: Math.floor((minutes % MINUTES_A_DAY) / 60) });
      },
      clock: (ms: number) => {
        const seconds = Math.max(0, Math.floor(ms / 1000));
        return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
      },
    };
  }, [minute, t]);
}
