import type { PDFFont } from '@cantoo/pdf-lib';

/**
 * Text helpers for the standard (WinAnsi) fonts: Helvetica covers Spanish and Italian
 * accents, ñ, «», € and typographic dashes, but not every Unicode letter a signer's name
 * may carry, and drawing an unencodable character throws.
 */

/** Letters with no decomposition into a base letter plus accents. */
const TRANSLITERATIONS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h' };

/**
 * Makes `text` drawable with `font`: line breaks become spaces; a character the font
 * lacks loses its accents (ő → o), is transliterated (ł → l) or else becomes '?'.
 */
export function toFontSafe(font: PDFFont, text: string): string {
  const supported = supportedCodePoints(font);
  let out = '';
  for (const char of text.replace(/[\t\r\n\u2028\u2029]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = TRANSLITERATIONS[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '');
    out += [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();

function supportedCodePoints(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/**
 * Greedy word wrap to `maxWidth` points. Words wider than a line (a long e-mail
 * address) are broken by characters. Expects font-safe text.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && width(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A long date in the document's language, e.g. "5 de marzo de 2025". */
export function formatLongDate(date: Date, language: string, timeZone = 'Europe/Madrid'): string {
  const locale = { es: 'es-ES', en: 'en-GB', it: 'it-IT' }[language] ?? 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date);
}

/** A numeric date, e.g. "05/03/2025". */
export function formatShortDate(date: Date, timeZone = 'Europe/Madrid'): string {
  return new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** Cuts font-safe `text` with an ellipsis so that it fits `maxWidth` at `size`. */
export function truncateToWidth(text: string, font: PDFFont, size: number, maxWidth: number) {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
