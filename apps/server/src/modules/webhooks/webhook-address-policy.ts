import { isIP } from 'node:net';

/**
 * Which addresses a webhook may never reach (SSRF): loopback, private, link-local (with the
 * cloud metadata addresses), carrier-grade NAT, "this network", multicast, reserved and
 * documentation ranges, in IPv4 and IPv6, and IPv4 addresses written as IPv6
 * (`::ffff:127.0.0.1`, NAT64 `64:ff9b::a.b.c.d`, the old `::a.b.c.d`). Pure: no lookup.
 */

type TRange = { bytes: number[]; bits: number; name: string };

function range(cidr: string, name: string): TRange {
  const [address = '', bits = ''] = cidr.split('/');
  const bytes = addressBytes(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, bits: Number(bits), name };
}

const IPV4_RANGES: TRange[] = [
  range('0.0.0.0/8', 'this network'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'carrier-grade NAT'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

const IPV6_RANGES: TRange[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('100::/64', 'discard'),
  range('2001:db8::/32', 'documentation'),
  range('fc00::/7', 'private'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
];

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits. */
const IPV4_CARRIERS: TRange[] = [
  range('::ffff:0:0/96', 'IPv4-mapped'),
  range('64:ff9b::/96', 'NAT64'),
  range('::/96', 'IPv4-compatible'),
];

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

function ipv6Bytes(address: string): number[] | undefined {
  let text = address;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted[2] ?? '');
    tail.push((a << 8) | b, (c << 8) | d);
    const head = dotted[1] ?? '';
    text = head.endsWith('::') ? head : head.slice(0, -1);
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = [...parse(rest ?? ''), ...tail];
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...new Array<number>(Math.max(0, fill)).fill(0), ...right];
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g))) return undefined;
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/** The address's bytes (4 or 16); undefined when it is not an IP address. */
function addressBytes(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const zone = bare.indexOf('%');
  const plain = zone === -1 ? bare : bare.slice(0, zone);
  const version = isIP(plain);
  if (version === 4) return ipv4Bytes(plain);
  if (version === 6) return ipv6Bytes(plain);
  return undefined;
}

function inRange(bytes: number[], { bytes: prefix, bits }: TRange): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * Why a webhook may not reach `address` (e.g. `loopback`, `IPv4-mapped loopback`), or
 * undefined when it is a public address. A string that is no IP address is refused too.
 */
export function refusedAddressReason(address: string): string | undefined {
  const bytes = addressBytes(address);
  if (!bytes) return 'not an IP address';
  if (bytes.length === 4) return IPV4_RANGES.find((r) => inRange(bytes, r))?.name;
  const own = IPV6_RANGES.find((r) => inRange(bytes, r));
  if (own) return own.name;
  const carrier = IPV4_CARRIERS.find((r) => inRange(bytes, r));
  if (carrier) {
    const v4 = bytes.slice(12);
    const inner = IPV4_RANGES.find((r) => inRange(v4, r));
    return inner ? `${carrier.name} ${inner.name}` : undefined;
  }
  return undefined;
}

/** Whether `host` (a URL's hostname, IPv6 in brackets or not) is an IP address literal. */
export function isAddressLiteral(host: string): boolean {
  return addressBytes(host) !== undefined;
}
