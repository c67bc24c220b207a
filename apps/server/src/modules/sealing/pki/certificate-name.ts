/**
 * RFC 5280 appendix A upper bounds, in characters: ub-common-name 64. (givenName and
 * surname, ub-name, may be 32 768; nothing here writes them.)
 */
export const SUBJECT_LIMITS = { commonName: 64 } as const;

/** Bidirectional controls: ALM, LRM, RLM, the embeddings and overrides, the isolates. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** C0 and C1 controls (line breaks and tabs among them) and the line/paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * A person's name as a certificate (and the signature that cites it) writes it: NFC, no
 * bidirectional controls, each control character a space, spaces collapsed and trimmed,
 * then cut to `max` characters (code points, as X.680 counts a UTF8String's) at the last
 * whole grapheme that fits, so no accent or emoji is split. What comes back is one value:
 * the caller writes it as one UTF8String, so a comma or an `=` in it is data.
 */
export function certificateName(value: string, max: number = SUBJECT_LIMITS.commonName): string {
  const clean = value
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if ([...clean].length <= max) return clean;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(clean)) {
    const length = [...segment].length;
    if (count + length > max) break;
    kept += segment;
    count += length;
  }
  return kept.trimEnd();
}
