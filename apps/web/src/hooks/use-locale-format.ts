import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What an absent instant reads as in a list or a detail. */
const NO_DATE = '—';

/**
 * Dates and numbers in the interface language: an ISO instant as a day (in figures, medium or
 * long), to the minute (short or medium), to the second, or all in figures (an absent one as
 * a dash), and a number with the language's separators.
 */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const formats = {
      shortDate: new Intl.DateTimeFormat(language),
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      longDate: new Intl.DateTimeFormat(language, { dateStyle: 'long' }),
      minute: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      shortMinute: new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }),
      second: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }),
      // Every part in figures, to the second: what Date's toLocaleString writes.
      figures: new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
    };
    const format = (style: keyof typeof formats) => (iso: string | null) =>
      iso ? formats[style].format(new Date(iso)) : NO_DATE;
    const number = new Intl.NumberFormat(language);
    return {
      shortDate: format('shortDate'),
      date: format('date'),
      longDate: format('longDate'),
      minute: format('minute'),
      shortMinute: format('shortMinute'),
      second: format('second'),
      figures: format('figures'),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
