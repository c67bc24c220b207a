import type { TIssuedDifference } from '@confirma/contracts/verify';

/** A signature's unsigned gap: its /Contents, between the two ranges it signs. */
export type TGap = readonly [start: number, end: number];

/** The gap a ByteRange [a, b, c, d] leaves: from a + b up to c. */
export const gapOf = ([start, length, next]: readonly number[]): TGap => [
  (start ?? 0) + (length ?? 0),
  next ?? 0,
];

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.byteLength > bytes.byteLength) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset, prefix.byteLength).equals(prefix);
}

/**
 * How `file` differs from the `issued` one: not at all; only in bytes no signature covers
 * (inside a signature's /Contents past its value: its unsigned padding); only by bytes
 * appended after the issued file's end; as an earlier revision of it (the issued file
 * starts with it: a signature added since); or elsewhere. `gaps`: the file's signatures'
 * unsigned gaps.
 */
export function differenceFrom(
  file: Uint8Array,
  issued: Uint8Array,
  gaps: readonly TGap[],
): TIssuedDifference | 'none' {
  if (file.byteLength === issued.byteLength) {
    let differs = false;
    for (let at = 0; at < file.byteLength; at += 1) {
      if (file[at] === issued[at]) continue;
      differs = true;
      if (!gaps.some(([start, end]) => at >= start && at < end)) return 'other';
    }
    return differs ? 'unsigned-bytes' : 'none';
  }
  if (startsWith(file, issued)) return 'appended';
  if (startsWith(issued, file)) return 'earlier-revision';
  return 'other';
}
