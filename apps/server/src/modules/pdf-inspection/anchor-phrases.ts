/**
 * The labels a signature line carries in Spanish, English and Italian documents, and how a
 * line of text is matched against them. Text is compared normalized: lower case, accents
 * dropped, every run of punctuation, underscores or spaces one space ("Firma del cliente:
 * ________" reads "firma del cliente").
 */

/**
 * How sure a label names the signer's place, best first: a phrase that says whose signature
 * ("Firma del cliente"), a role alone on its line ("EL CLIENTE", "Fdo.:"), a bare
 * "Firma" / "Signature" line.
 */
export type TAnchorTier = 0 | 1 | 2;

/** Found anywhere in a short line (the label may carry a name or a translation beside it). */
const WHOSE = [
  'firma del cliente',
  'firma cliente',
  'firma del firmante',
  'firma del interesado',
  'firma de la persona interesada',
  'firma del titular',
  'firma del contratante',
  'firma del arrendatario',
  'firma del comprador',
  'firma del trabajador',
  'firma del huesped',
  'firma del viajero',
  'firma del contraente',
  'firma del sottoscrittore',
  'firma del firmatario',
  'firma dell interessato',
  'firma dell ospite',
  'client signature',
  'client s signature',
  'customer signature',
  'customer s signature',
  'signature of the client',
  'signature of the customer',
  'signer signature',
  'signer s signature',
  'signature of the signer',
  'signed by the client',
  'signed by the customer',
];

/** The whole line, and nothing else. */
const ROLES = [
  'fdo el cliente',
  'fdo la cliente',
  'fdo el firmante',
  'firmado el cliente',
  'el cliente',
  'la cliente',
  'el firmante',
  'il cliente',
  'il firmatario',
  'il contraente',
  'per accettazione',
  'the client',
  'the customer',
  'the signer',
  'firme aqui',
  'firmar aqui',
  'firmare qui',
  'sign here',
  'signed',
  'firmado',
  'firmato',
  'fdo',
];

/** The whole line, and nothing else. */
const GENERIC = [
  'firma',
  'firma y fecha',
  'fecha y firma',
  'firma e data',
  'data e firma',
  'signature',
  'signature and date',
  'date and signature',
];

/** Every phrase, normalized: each read on a line of its own is a label. */
export const LABEL_PHRASES: readonly string[] = [...WHOSE, ...ROLES, ...GENERIC];

/** WHOSE phrases are looked for in lines at most this much longer than the phrase. */
const WHOSE_SLACK = 40;

export interface TLabelMatch {
  tier: TAnchorTier;
  /** The phrase as listed (normalized). */
  phrase: string;
  /** Where it is in the original text: [start, end) character indexes. */
  start: number;
  end: number;
}

/**
 * The text normalized for matching, with the index in `text` of each character kept: the
 * first of a run of separators stands for the run.
 */
export function normalizeLabel(text: string): { normalized: string; source: number[] } {
  let normalized = '';
  const source: number[] = [];
  const chars = [...text];
  let offset = 0;
  for (const char of chars) {
    const base = char
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    if (/^[\p{L}\p{N}]+$/u.test(base)) {
      for (const piece of base) {
        normalized += piece;
        source.push(offset);
      }
    } else if (normalized.length > 0 && !normalized.endsWith(' ')) {
      normalized += ' ';
      source.push(offset);
    }
    offset += char.length;
  }
  if (normalized.endsWith(' ')) {
    normalized = normalized.slice(0, -1);
    source.pop();
  }
  return { normalized, source };
}

/** A word every phrase above has (running text is mostly ruled out before normalizing). */
const LIKELY = /firm|sign|client|custom|contraent|accettazion|fdo/i;
/** Longer lines are running text: the longest phrase, with its slack, is shorter. */
const LONGEST_LABEL = 120;

/** The best label the line carries, if any. */
export function matchLabel(text: string): TLabelMatch | undefined {
  if (text.length > LONGEST_LABEL || !LIKELY.test(text)) return undefined;
  const { normalized, source } = normalizeLabel(text);
  if (!normalized) return undefined;
  const whole = (tier: TAnchorTier, phrase: string): TLabelMatch => ({
    tier,
    phrase,
    start: source[0] ?? 0,
    end: (source.at(-1) ?? text.length - 1) + 1,
  });
  for (const phrase of WHOSE) {
    if (normalized.length > phrase.length + WHOSE_SLACK) continue;
    const at = ` ${normalized} `.indexOf(` ${phrase} `);
    if (at < 0) continue;
    const last = source[at + phrase.length - 1] ?? text.length - 1;
    return { tier: 0, phrase, start: source[at] ?? 0, end: last + 1 };
  }
  if (ROLES.includes(normalized)) return whole(1, normalized);
  if (GENERIC.includes(normalized)) return whole(2, normalized);
  return undefined;
}

/** Runs of underscores, dots or ellipses drawn as a line to sign on: [start, end). */
export function signatureLines(text: string): [number, number][] {
  return [...text.matchAll(/_{4,}|\.{8,}|…{3,}/g)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}
