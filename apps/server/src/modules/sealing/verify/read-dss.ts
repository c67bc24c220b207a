import { parseCertificate, type TCertificateInfo } from '../pki/certificate-info.ts';
import { readCrl, type TCrl } from './crl.ts';
import { readOcspResponse, type TOcspResponse } from './ocsp-response.ts';

/** The document security store as read from the file's bytes. */
export interface TDssContents {
  /** Where the /DSS dictionary starts: what a later document time stamp must cover. */
  offset: number;
  certs: TCertificateInfo[];
  ocsps: TOcspResponse[];
  crls: TCrl[];
  /** Entries not read: compressed or inside an object stream (never inflated), or malformed. */
  unread: number;
}

const OBJECT = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
const DSS_REF = /\/DSS\s*(\d{1,10})\s+(\d{1,5})\s+R/g;
const REF = /(\d{1,10})\s+(\d{1,5})\s+R/g;
type TArrayKey = 'Certs' | 'OCSPs' | 'CRLs';

/** The body of `/key [ … ]` in a dictionary's text, found without a backtracking search. */
function arrayBody(dictionary: string, key: TArrayKey): string {
  const name = dictionary.indexOf(`/${key}`);
  if (name < 0) return '';
  const open = dictionary.indexOf('[', name);
  if (open < 0 || dictionary.slice(name + key.length + 1, open).trim() !== '') return '';
  const close = dictionary.indexOf(']', open);
  return close < 0 ? '' : dictionary.slice(open + 1, close);
}

/** Where each object's newest definition starts (one pass over the file). */
function objectOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  for (const match of text.matchAll(OBJECT)) {
    offsets.set(`${match[1]} ${match[2]}`, (match.index ?? 0) + match[0].length);
  }
  return offsets;
}

/** The raw bytes of an unfiltered stream object with a direct /Length, else null. */
function rawStream(bytes: Uint8Array, text: string, at: number): Uint8Array | null {
  const keyword = text.indexOf('stream', at);
  if (keyword < 0 || keyword - at > 4096) return null;
  const dictionary = text.slice(at, keyword);
  const length = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/.exec(dictionary);
  if (!length || dictionary.includes('/Filter')) return null;
  let start = keyword + 'stream'.length;
  if (text[start] === '\r') start += 1;
  if (text[start] === '\n') start += 1;
  const end = start + Number(length[1]);
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/**
 * Reads the newest /DSS the file points at (ISO 32000-2 12.8.4.3) from its bytes alone:
 * the dictionary's /Certs, /OCSPs and /CRLs streams when they are stored unfiltered, as
 * ours are. Nothing is inflated: a compressed entry, or a DSS inside an object stream, is
 * counted as unread. Null when the file has no DSS.
 */
export function readDss(bytes: Uint8Array): TDssContents | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const reference = [...text.matchAll(DSS_REF)].at(-1);
  if (!reference) return /\/DSS\s*<</.test(text) ? emptyDss(text.lastIndexOf('/DSS')) : null;
  const offsets = objectOffsets(text);
  const at = offsets.get(`${reference[1]} ${reference[2]}`);
  if (at === undefined) return emptyDss(reference.index ?? 0);
  const end = text.indexOf('endobj', at);
  const dictionary = text.slice(at, end < 0 ? text.length : end);
  const dss: TDssContents = { ...emptyDss(at), unread: 0 };
  const entries = (key: TArrayKey) =>
    [...arrayBody(dictionary, key).matchAll(REF)].map((ref) => offsets.get(`${ref[1]} ${ref[2]}`));
  const read = <T>(key: TArrayKey, parse: (der: Uint8Array) => T, into: T[]) => {
    for (const offset of entries(key)) {
      const der = offset === undefined ? null : rawStream(bytes, text, offset);
      try {
        if (!der) throw new Error('unread');
        into.push(parse(Uint8Array.from(der)));
      } catch {
        dss.unread += 1;
      }
    }
  };
  read('Certs', parseCertificate, dss.certs);
  read('OCSPs', readOcspResponse, dss.ocsps);
  read('CRLs', readCrl, dss.crls);
  return dss;
}

function emptyDss(offset: number): TDssContents {
  return { offset, certs: [], ocsps: [], crls: [], unread: 1 };
}
