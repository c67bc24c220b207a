/**
 * A bounds-checked DER reader over a byte array. Nodes keep offsets into the original
 * bytes, so callers can hash or re-embed the exact encoding they read (a TSTInfo, a
 * certificate's TBS, signed attributes). Only single-byte tags and definite lengths are
 * accepted: everything we read (certificates, CMS, RFC 3161 messages) is DER.
 */

export interface TDerNode {
  readonly bytes: Uint8Array;
  readonly tag: number;
  readonly start: number;
  readonly contentStart: number;
  readonly end: number;
}

export class DerError extends Error {
  constructor(message: string) {
    super(`DER: ${message}`);
    this.name = 'DerError';
  }
}

export function readNode(bytes: Uint8Array, offset = 0, limit = bytes.length): TDerNode {
  if (offset + 2 > limit) throw new DerError('truncated header');
  const tag = bytes[offset] ?? 0;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  const first = bytes[offset + 1] ?? 0;
  let length = first;
  let contentStart = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new DerError('unsupported length form');
    if (contentStart + count > limit) throw new DerError('truncated length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[contentStart + i] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > limit) throw new DerError('length beyond the enclosing element');
  return { bytes, tag, start: offset, contentStart, end };
}

/** Parses a whole buffer that must hold exactly one element. */
export function parseDer(bytes: Uint8Array): TDerNode {
  const node = readNode(bytes);
  if (node.end !== bytes.length) throw new DerError('trailing bytes');
  return node;
}

export function children(node: TDerNode): TDerNode[] {
  const out: TDerNode[] = [];
  for (let offset = node.contentStart; offset < node.end; ) {
    const child = readNode(node.bytes, offset, node.end);
    out.push(child);
    offset = child.end;
  }
  return out;
}

/** The n-th child, checking its tag when one is given. */
export function child(node: TDerNode, index: number, tag?: number): TDerNode {
  const found = children(node)[index];
  if (!found) throw new DerError(`missing element ${index}`);
  if (tag !== undefined && found.tag !== tag) {
    throw new DerError(
      `element ${index}: tag 0x${found.tag.toString(16)}, expected 0x${tag.toString(16)}`,
    );
  }
  return found;
}

export const encoded = (node: TDerNode) => node.bytes.subarray(node.start, node.end);
export const content = (node: TDerNode) => node.bytes.subarray(node.contentStart, node.end);

export function readOid(node: TDerNode): string {
  if (node.tag !== 0x06) throw new DerError('expected an OBJECT IDENTIFIER');
  const arcs: bigint[] = [];
  let value = 0n;
  for (const byte of content(node)) {
    value = (value << 7n) | BigInt(byte & 0x7f);
    if ((byte & 0x80) === 0) {
      arcs.push(value);
      value = 0n;
    }
  }
  const [head = 0n, ...rest] = arcs;
  const first = head < 80n ? head / 40n : 2n;
  return [first, head - first * 40n, ...rest].join('.');
}

export function readInt(node: TDerNode): bigint {
  if (node.tag !== 0x02) throw new DerError('expected an INTEGER');
  const bytes = content(node);
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  if (bytes.length && (bytes[0] ?? 0) & 0x80) value -= 1n << BigInt(bytes.length * 8);
  return value;
}

/** UTCTime or GeneralizedTime (Z form, optional fraction) to a Date. */
export function readTime(node: TDerNode): Date {
  const text = new TextDecoder().decode(content(node));
  const match = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (!match || (node.tag !== 0x17 && node.tag !== 0x18)) throw new DerError(`bad time ${text}`);
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '', fraction = ''] = match;
  const year = y.length === 2 ? (Number(y) >= 50 ? 1900 : 2000) + Number(y) : Number(y);
  const millis = fraction ? Math.round(Number(`0${fraction}`) * 1000) : 0;
  return new Date(
    Date.UTC(year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), millis),
  );
}
