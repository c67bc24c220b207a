/** The languages every report is printed in (the products'). */
export type TReportLanguage = 'es' | 'en' | 'it';

/** The locale each language writes dates and numbers in. */
export const REPORT_LOCALES: Record<TReportLanguage, string> = {
  es: 'es-ES',
  en: 'en-GB',
  it: 'it-IT',
};

/** What every report prints the same way, in each language. */
export const REPORT_TEXTS: Record<TReportLanguage, { page: string }> = {
  es: { page: 'Página' },
  en: { page: 'Page' },
  it: { page: 'Pagina' },
};

/** `12/03/2026, 10:15:02 CET`: an instant in the report's time zone; `—` for none. */
export function formatReportTime(
  date: Date | null,
  language: TReportLanguage,
  timeZone: string,
): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(REPORT_LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'long',
    timeZone,
  }).format(date);
}
