import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An ISO instant as a date and minute in the interface language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
