import { isIP } from 'node:net';

/**
 * Which addresses the server's outbound requests may never reach (SSRF): loopback,
 * private, link-local (with the cloud metadata addresses), carrier-grade NAT, "this
 * network", multicast, reserved and documentation ranges, in IPv4 and IPv6, and every
 * IPv6 form that carries or reaches an IPv4 address through a translator or a tunnel whose
 * far end the policy cannot see: IPv4-mapped and -translated (`::ffff:…`), NAT64
 * (`64:ff9b::/96`, `64:ff9b:1::/48`), 6to4 (`2002::/16`), Teredo (`2001::/32`) and the old
 * IPv4-compatible `::a.b.c.d`, whatever address they embed. Pure: no lookup.
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
  range('192.88.99.0/24', '6to4 relay'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

// The first range that holds an address names it: the narrow ones before the wide.
const IPV6_RANGES: TRange[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('::/96', 'IPv4-compatible'),
  range('::ffff:0:0/96', 'IPv4-mapped'),
  range('::ffff:0:0:0/96', 'IPv4-translated'),
  range('64:ff9b::/96', 'NAT64'),
  range('64:ff9b:1::/48', 'local-use NAT64'),
  range('100::/64', 'discard'),
  range('2001::/32', 'Teredo'),
  range('2001:db8::/32', 'documentation'),
  range('2001::/23', 'IETF protocol assignments'),
  range('2002::/16', '6to4'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'segment routing'),
  range('fc00::/7', 'private'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
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
 * Why the server may not reach `address` (e.g. `loopback`, `IPv4-mapped`), or undefined
 * when it is a public address. A string that is no IP address is refused too.
 */
export function refusedAddressReason(address: string): string | undefined {
  const bytes = addressBytes(address);
  if (!bytes) return 'not an IP address';
  const ranges = bytes.length === 4 ? IPV4_RANGES : IPV6_RANGES;
  return ranges.find((r) => inRange(bytes, r))?.name;
}

/** Whether `host` (a URL's hostname, IPv6 in brackets or not) is an IP address literal. */
export function isAddressLiteral(host: string): boolean {
  return addressBytes(host) !== undefined;
}
