import { StandardFontEmbedder, StandardFonts } from '@cantoo/pdf-lib';

export type TSealMethod = 'OTP' | 'HANDWRITTEN' | 'PLATFORM';
export type TStampLocale = 'en' | 'es' | 'it';

// The two standard 14 fonts the stamp uses; viewers always have them, nothing is embedded.
export const REGULAR = StandardFontEmbedder.for(StandardFonts.Helvetica as never);
export const BOLD = StandardFontEmbedder.for(StandardFonts.HelveticaBold as never);

const LABELS: Record<
  TStampLocale,
  { date: string; method: string; evidence: string; footer: string }
> = {
  en: {
    date: 'Date',
    method: 'Method',
    evidence: 'Evidence',
    footer: 'Electronically sealed by Confirma',
  },
  es: {
    date: 'Fecha',
    method: 'Método',
    evidence: 'Evidencia',
    footer: 'Sellado electrónicamente por Confirma',
  },
  it: {
    date: 'Data',
    method: 'Metodo',
    evidence: 'Evidenza',
    footer: 'Sigillato elettronicamente da Confirma',
  },
};

const METHODS: Record<TStampLocale, Record<TSealMethod, string>> = {
  en: { OTP: 'OTP code (SMS)', HANDWRITTEN: 'Handwritten signature', PLATFORM: 'Platform seal' },
  es: { OTP: 'Código OTP (SMS)', HANDWRITTEN: 'Firma manuscrita', PLATFORM: 'Sello de plataforma' },
  it: {
    OTP: 'Codice OTP (SMS)',
    HANDWRITTEN: 'Firma autografa',
    PLATFORM: 'Sigillo della piattaforma',
  },
};

// Letters with no Unicode decomposition that still have an obvious Latin base.
const BASE_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * Maps text onto WinAnsiEncoding, the encoding of the standard fonts: Spanish and
 * Italian letters (á é í ó ú ñ ü ¿ ¡ à è ì ò ù) are in it; anything else falls back to
 * its base letter (č → c, ł → l) or to '?'.
 */
export function toWinAnsi(text: string): string {
  const encoding = REGULAR.encoding;
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    if (encoding.canEncodeUnicodeCodePoint(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base = [...(BASE_LETTERS[char] ?? char.normalize('NFD'))].filter((c) =>
      encoding.canEncodeUnicodeCodePoint(c.codePointAt(0) ?? 0),
    );
    out += base.length > 0 ? base.join('') : '?';
  }
  return out;
}

/** Cuts text with an ellipsis so it fits `maxWidth` points at `size`. */
export function fitText(
  font: StandardFontEmbedder,
  text: string,
  size: number,
  maxWidth: number,
): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > maxWidth)
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface TStampContent {
  signerName: string;
  method: TSealMethod;
  evidenceId: string;
  signingTime: Date;
  locale?: TStampLocale;
}

/** The stamp's lines, top to bottom; the first is the signer, in bold. */
export function stampLines(content: TStampContent): string[] {
  const locale = content.locale ?? 'en';
  const labels = LABELS[locale];
  const time = `${content.signingTime.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  return [
    content.signerName,
    `${labels.date}: ${time}`,
    `${labels.method}: ${METHODS[locale][content.method]}`,
    `${labels.evidence}: ${content.evidenceId}`,
    labels.footer,
  ].map(toWinAnsi);
}
