import type { TLanguage } from './mail-texts.types.ts';

/**
 * Dates and document names as the e-mails write them. Dates are in the product's time zone
 * (Spain and Italy share it) with the zone named, so a reader elsewhere is not misled.
 */
const LOCALES: Record<TLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };
export const MAIL_TIME_ZONE = 'Europe/Madrid';

/** `22 de noviembre de 2026, 19:26 CET` */
export function mailDate(date: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MAIL_TIME_ZONE,
  })
    .format(date)
    .concat(` ${zoneName(date, language)}`);
}

function zoneName(date: Date, language: TLanguage): string {
  const parts = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: MAIL_TIME_ZONE,
    timeZoneName: 'short',
  }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? MAIL_TIME_ZONE;
}

const TITLE: Record<TLanguage, { quote: (name: string) => string; more: (n: number) => string }> = {
  es: { quote: (name) => `«${name}»`, more: (n) => ` y ${n} más` },
  en: { quote: (name) => `“${name}”`, more: (n) => ` and ${n} more` },
  it: { quote: (name) => `«${name}»`, more: (n) => (n === 1 ? ' e un altro' : ` e altri ${n}`) },
};

/** `«contrato.pdf»`, or `«contrato.pdf» y 2 más` for an operation of several documents. */
export function documentTitle(names: string[], language: TLanguage): string {
  const [first = '', ...rest] = names;
  const title = TITLE[language];
  return `${title.quote(first)}${rest.length ? title.more(rest.length) : ''}`;
}

/** `Ana, Luis y Eva` / `Ana, Luis and Eva` / `Ana, Luis e Eva`. */
export function nameList(names: string[], language: TLanguage): string {
  return new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(names);
}
