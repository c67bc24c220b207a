/** An ISO instant in the reader's language, with seconds and the zone. */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'long',
  }).format(new Date(iso));
}

/** An ISO instant as a date only. */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
