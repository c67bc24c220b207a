import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What an absent instant reads as in a list or a detail. */
const NO_DATE = '—';

/**
 * Dates and numbers in the interface language: an ISO instant as a day in figures, a day, to the
 * minute or to the second (an absent one as a dash), and a number with the language's separators.
 */
export function useLocaleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const formats = {
      shortDate: new Intl.DateTimeFormat(language),
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      minute: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      second: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }),
    };
    const format = (style: keyof typeof formats) => (iso: string | null) =>
      iso ? formats[style].format(new Date(iso)) : NO_DATE;
    const number = new Intl.NumberFormat(language);
    return {
      shortDate: format('shortDate'),
      date: format('date'),
      minute: format('minute'),
      second: format('second'),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
