import { SealingError } from '../sealing-error.ts';

/** Default /Contents capacity: a B-T CMS with two short chains is about 3-6 KB. */
export const DEFAULT_CONTENTS_BYTES = 16_384;

// `[0 a b c]` fits in 3 * 10 digits + 3 spaces + "[0 ]"; the slot is padded with spaces.
const BYTE_RANGE_SLOT = 40;

/** A PDF text string as UTF-16BE hex with BOM: safe for any script, no escaping. */
export function pdfText(text: string): string {
  const bytes = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/** PDF date (ISO 32000-1 7.9.4) in UTC. */
export function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export interface TSignatureFields {
  /** Absent for a document time stamp: its time is the token's. */
  signingTime?: Date;
  name?: string;
  reason?: string;
  location?: string;
  contentsBytes?: number;
}

/**
 * The signature dictionary (ISO 32000-1 12.8.1, PAdES EN 319 142-1 5.3), written by hand
 * so the two placeholders sit at known offsets: /ByteRange as a fixed-width slot of
 * spaces and /Contents as a run of hex zeros, both patched in place after the file is
 * laid out. /M carries the signing time (the CMS has no signingTime in PAdES). Without a
 * signing time it is a document time stamp (ISO 32000-2 12.8.5, EN 319 142-1 5.4.3):
 * /Type /DocTimeStamp, /SubFilter /ETSI.RFC3161, /Contents an RFC 3161 token.
 */
export function signatureDictionary(fields: TSignatureFields) {
  const contentsBytes = fields.contentsBytes ?? DEFAULT_CONTENTS_BYTES;
  const head = fields.signingTime
    ? '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached\n/ByteRange '
    : '<< /Type /DocTimeStamp /Filter /Adobe.PPKLite /SubFilter /ETSI.RFC3161\n/ByteRange ';
  const byteRange = `[${' '.repeat(BYTE_RANGE_SLOT - 2)}]`;
  const contents = `\n/Contents <${'0'.repeat(contentsBytes * 2)}>\n`;
  const optional = [
    fields.signingTime && `/M (${pdfDate(fields.signingTime)})`,
    fields.name && `/Name ${pdfText(fields.name)}`,
    fields.reason && `/Reason ${pdfText(fields.reason)}`,
    fields.location && `/Location ${pdfText(fields.location)}`,
    '/Prop_Build << /App << /Name /Confirma >> >>',
  ].filter(Boolean);
  const text = `${head}${byteRange}${contents}${optional.join('\n')}\n>>`;
  return {
    body: Buffer.from(text, 'latin1'),
    byteRangeAt: head.length,
    // offset of '<' in "/Contents <": the signed ranges exclude the whole hex string
    contentsAt: head.length + byteRange.length + '\n/Contents '.length,
    contentsLength: contentsBytes * 2 + 2,
  };
}

/** `[0 a b c]` padded to the slot, for a file of `fileLength` bytes. */
export function byteRangeSlot(contentsAt: number, contentsLength: number, fileLength: number) {
  const afterContents = contentsAt + contentsLength;
  const ranges = [0, contentsAt, afterContents, fileLength - afterContents] as const;
  const text = `[${ranges.join(' ')}]`.padEnd(BYTE_RANGE_SLOT, ' ');
  if (text.length > BYTE_RANGE_SLOT)
    throw new SealingError('INVALID_PDF', 'file too large to seal');
  return { ranges, text: Buffer.from(text, 'latin1') };
}

/** Writes `[0 a b c]` into the slot and returns the two ranges to hash. */
export function fillByteRange(
  file: Uint8Array,
  byteRangeAt: number,
  contentsAt: number,
  contentsLength: number,
) {
  const { ranges, text } = byteRangeSlot(contentsAt, contentsLength, file.length);
  file.set(text, byteRangeAt);
  return ranges;
}

/** Writes the DER CMS as upper-case hex into /Contents, keeping the zero padding. */
export function fillContents(
  file: Uint8Array,
  contentsAt: number,
  contentsLength: number,
  cms: Uint8Array,
) {
  const hex = Buffer.from(cms).toString('hex').toUpperCase();
  if (hex.length > contentsLength - 2) {
    throw new SealingError('CONTENTS_TOO_SMALL', `CMS of ${cms.length} bytes exceeds /Contents`);
  }
  file.set(Buffer.from(hex, 'latin1'), contentsAt + 1);
}
