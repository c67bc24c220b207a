/**
 * A minimal DER encoder. Every structure this module emits (certificates, CMS SignedData,
 * TSTInfo, time-stamp responses) is built from these few constructors, so the bytes are
 * canonical DER by construction and existing encodings (a certificate's issuer Name, a
 * request's hash algorithm) can be spliced in verbatim, which matters when a signature
 * or an ESSCertIDv2 hash covers them.
 */

type TPart = Uint8Array | undefined | false;

function concat(parts: TPart[]): Uint8Array {
  const present = parts.filter((part): part is Uint8Array => part instanceof Uint8Array);
  const out = new Uint8Array(present.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of present) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function lengthOctets(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

/** One TLV; `undefined`/`false` parts are skipped, which keeps OPTIONAL fields readable. */
export function tlv(tag: number, ...parts: TPart[]): Uint8Array {
  const content = concat(parts);
  return concat([Uint8Array.of(tag), lengthOctets(content.length), content]);
}

export const seq = (...parts: TPart[]) => tlv(0x30, ...parts);
export const set = (...parts: TPart[]) => tlv(0x31, ...parts);

/** SET OF in DER: the encoded elements sorted as octet strings (X.690 11.6). */
export function setOf(...parts: Uint8Array[]): Uint8Array {
  return set(...[...parts].sort(compareBytes));
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

export function oid(dotted: string): Uint8Array {
  const arcs = dotted.split('.').map((arc) => BigInt(arc));
  const [first = 0n, second = 0n, ...rest] = arcs;
  const out: number[] = [];
  for (const arc of [first * 40n + second, ...rest]) {
    const chunk: number[] = [Number(arc & 0x7fn)];
    for (let value = arc >> 7n; value > 0n; value >>= 7n)
      chunk.unshift(Number(value & 0x7fn) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Uint8Array.from(out));
}

/** INTEGER from a number/bigint (two's complement, minimal) or from unsigned magnitude bytes. */
export function int(value: number | bigint | Uint8Array): Uint8Array {
  if (value instanceof Uint8Array) {
    let start = 0;
    while (start < value.length - 1 && value[start] === 0) start += 1;
    const magnitude = value.subarray(start);
    const pad = (magnitude[0] ?? 0) & 0x80 ? Uint8Array.of(0) : undefined;
    return tlv(0x02, pad, magnitude.length ? magnitude : Uint8Array.of(0));
  }
  let rest = BigInt(value);
  const bytes: number[] = [];
  for (;;) {
    const byte = Number(rest & 0xffn);
    bytes.unshift(byte);
    rest >>= 8n; // arithmetic shift: negative values converge to -1n
    if (rest === 0n && (byte & 0x80) === 0) break;
    if (rest === -1n && (byte & 0x80) !== 0) break;
  }
  return tlv(0x02, Uint8Array.from(bytes));
}

export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
export const nul = () => Uint8Array.of(0x05, 0x00);
export const bool = (value: boolean) => Uint8Array.of(0x01, 0x01, value ? 0xff : 0x00);
export const utf8 = (text: string) => tlv(0x0c, new TextEncoder().encode(text));
export const enumerated = (value: number) => tlv(0x0a, int(value).subarray(2));

/** PrintableString (X.680 41.4): what X.520 asks of serialNumber and telephoneNumber. */
export function printable(text: string): Uint8Array {
  if (!/^[A-Za-z0-9 '()+,\-./:=?]*$/.test(text)) {
    throw new Error(`not a PrintableString: ${JSON.stringify(text)}`);
  }
  return tlv(0x13, new TextEncoder().encode(text));
}

/** IA5String (ASCII): e-mail addresses, URIs. */
export function ia5(text: string): Uint8Array {
  if ([...text].some((char) => char.charCodeAt(0) > 0x7f)) {
    throw new Error(`not an IA5String: ${JSON.stringify(text)}`);
  }
  return tlv(0x16, new TextEncoder().encode(text));
}

/** BIT STRING holding whole bytes (keys, signatures). */
export const bitString = (bytes: Uint8Array) => tlv(0x03, Uint8Array.of(0), bytes);

/** BIT STRING of named bits (KeyUsage, PKIFailureInfo): DER drops trailing zero bits. */
export function namedBits(bits: number[]): Uint8Array {
  if (bits.length === 0) return Uint8Array.of(0x03, 0x01, 0x00);
  const highest = Math.max(...bits);
  const bytes = new Uint8Array(Math.floor(highest / 8) + 1);
  for (const bit of bits) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  return tlv(0x03, Uint8Array.of(7 - (highest & 7)), bytes);
}

/** [n] EXPLICIT (constructed, context class). */
export const explicit = (tagNumber: number, ...parts: TPart[]) => tlv(0xa0 | tagNumber, ...parts);

/** [n] IMPLICIT over an encoded element: replaces its tag, keeps the constructed bit. */
export function implicit(tagNumber: number, encoded: Uint8Array): Uint8Array {
  const out = Uint8Array.from(encoded);
  out[0] = 0x80 | ((encoded[0] ?? 0) & 0x20) | tagNumber;
  return out;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** GeneralizedTime in UTC; DER wants no trailing zeros in the fraction (X.690 11.7). */
export function generalizedTime(date: Date, withMillis = false): Uint8Array {
  const base = `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  const millis = date.getUTCMilliseconds();
  const fraction = withMillis && millis ? `.${pad(millis, 3).replace(/0+$/, '')}` : '';
  return tlv(0x18, new TextEncoder().encode(`${base}${fraction}Z`));
}

/** X.509 Time: UTCTime through 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
export function x509Time(date: Date): Uint8Array {
  if (date.getUTCFullYear() >= 2050) return generalizedTime(date);
  const text = `${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
  return tlv(0x17, new TextEncoder().encode(text));
}
