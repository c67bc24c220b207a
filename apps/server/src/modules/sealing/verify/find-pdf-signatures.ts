import { readNode } from '../der/der-reader.ts';

/** One signature dictionary as it stands in the file's bytes. */
export interface TPdfSignatureField {
  /** `[a b c d]`: the signed bytes are a..a+b and c..c+d; /Contents fills the gap. */
  byteRange: [number, number, number, number];
  /** The CMS from /Contents, its zero padding cut (empty when it is not readable DER). */
  cms: Uint8Array;
  subFilter: string | null;
  /** /Name, /Reason, /Location and /M of the dictionary (text strings decoded). */
  name: string | null;
  reason: string | null;
  location: string | null;
  signingTime: Date | null;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/g;
/** How far around a /ByteRange its dictionary's other entries are looked for. */
const DICTIONARY_WINDOW = 4096;

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start, end);

/**
 * Finds the signatures of a PDF by its bytes alone, nothing decoded or inflated: every
 * `/ByteRange [0 b c d]` whose gap b..c holds exactly the `<hex>` string of /Contents and
 * whose ranges lie in the file. That is what a signature is for a verifier (ISO 32000-1
 * 12.8.1: the signed bytes are the file minus the /Contents value), and a compressed
 * stream cannot hold one: the offsets must be those of the file. In signing order (a later
 * signature's ranges reach further into the file).
 */
export function findPdfSignatures(bytes: Uint8Array): TPdfSignatureField[] {
  const text = latin1(bytes, 0, bytes.byteLength);
  const found: TPdfSignatureField[] = [];
  for (const match of text.matchAll(BYTE_RANGE)) {
    const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    if (a !== 0 || c <= b + 1 || c + d > bytes.byteLength) continue;
    const gap = text.slice(b, c);
    if (!/^<[0-9A-Fa-f\s]*>$/.test(gap)) continue;
    const around = text.slice(Math.max(0, b - DICTIONARY_WINDOW), b);
    const after = text.slice(c, Math.min(text.length, c + DICTIONARY_WINDOW));
    const dictionary = `${around.slice(around.lastIndexOf('obj') + 3)}${after.slice(0, endOfObject(after))}`;
    found.push({
      byteRange: [a, b, c, d],
      cms: trimDer(Buffer.from(gap.slice(1, -1).replace(/\s/g, ''), 'hex')),
      subFilter: /\/SubFilter\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1] ?? null,
      name: readTextEntry(dictionary, 'Name'),
      reason: readTextEntry(dictionary, 'Reason'),
      location: readTextEntry(dictionary, 'Location'),
      signingTime: parsePdfDate(readTextEntry(dictionary, 'M')),
    });
  }
  // Signing order: a later signature's ranges reach further into the file.
  return found.sort((x, y) => x.byteRange[2] + x.byteRange[3] - (y.byteRange[2] + y.byteRange[3]));
}

function endOfObject(text: string): number {
  const at = text.indexOf('endobj');
  return at < 0 ? text.length : at;
}

/** The DER element at the start of /Contents, without the zero padding after it. */
function trimDer(bytes: Uint8Array): Uint8Array {
  try {
    return bytes.subarray(0, readNode(bytes).end);
  } catch {
    return new Uint8Array();
  }
}

/** A literal string `(…)` with its escapes, from where it may start: the sticky flag tries only there. */
const LITERAL = /\s*\(((?:\\.|[^\\)])*)\)/sy;
const OPENING = /\s*\(/y;

/**
 * The body of the first literal string written after `name`. Tried from each place `name`
 * is written, in order: a string that opens and never closes would not close from any later
 * place either (its body runs to the end), so that ends the search, and the text is read
 * once (a search from every position read it again from each, quadratic in a hostile file).
 */
function literalAfter(text: string, name: string): string | null {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    LITERAL.lastIndex = at + name.length;
    const found = LITERAL.exec(text);
    if (found) return found[1] ?? '';
    OPENING.lastIndex = at + name.length;
    if (OPENING.test(text)) return null;
  }
  return null;
}

/** A text string entry: `<FEFF…>` / `<…>` hex or a `(…)` literal with its escapes. */
export function readTextEntry(dictionary: string, key: string): string | null {
  const hex = new RegExp(`/${key}\\s*<([0-9A-Fa-f\\s]*)>`).exec(dictionary);
  if (hex?.[1] !== undefined)
    return decodeTextString(Buffer.from(hex[1].replace(/\s/g, ''), 'hex'));
  const literal = literalAfter(dictionary, `/${key}`);
  if (literal === null) return null;
  const unescaped = literal.replace(/\\([0-7]{1,3}|.)/gs, (_all, code: string) => {
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8) & 0xff);
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[code] ?? code;
  });
  return decodeTextString(Buffer.from(unescaped, 'latin1'));
}

/** UTF-16BE with its BOM, UTF-8 with its BOM, else PDFDocEncoding read as Latin-1. */
function decodeTextString(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return bytes.subarray(3).toString('utf8');
  return bytes.toString('latin1');
}

/** `D:YYYYMMDDHHmmSS` with `Z` or `±HH'mm'` (ISO 32000-1 7.9.4); missing parts default. */
export function parsePdfDate(value: string | null): Date | null {
  const match =
    /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(
      value ?? '',
    );
  if (!match) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] =
    match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om)) * 60_000;
  const date = new Date(sign === '+' ? utc - offset : sign === '-' ? utc + offset : utc);
  return Number.isNaN(date.getTime()) ? null : date;
}
