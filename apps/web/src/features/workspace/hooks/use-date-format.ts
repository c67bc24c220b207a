import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates of the workspace in the interface language: a day, a minute, a second. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const formats = {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      minute: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      second: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }),
    };
    const format = (style: keyof typeof formats) => (iso: string) =>
      formats[style].format(new Date(iso));
    return { date: format('date'), minute: format('minute'), second: format('second') };
  }, [language]);
}
