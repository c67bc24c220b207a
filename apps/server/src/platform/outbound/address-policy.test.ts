import { describe, expect, it } from 'vitest';
import { isAddressLiteral, refusedAddressReason } from './address-policy.ts';

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.0.192', 'IETF protocol assignments'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['[::ffff:a9fe:a9fe]', 'IPv4-mapped'],
    ['0:0:0:0:0:ffff:192.168.0.1', 'IPv4-mapped'],
    // Whatever IPv4 address a translated or tunnelled form carries, public ones too.
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['64:ff9b::127.0.0.1', 'NAT64'],
    ['64:ff9b::808:808', 'NAT64'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['64:ff9b:1:ffff::808:808', 'local-use NAT64'],
    ['2002:a00:1::', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo'],
    ['2001:2::1', 'IETF protocol assignments'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['5f00::1', 'segment routing'],
    ['fec0::1', 'site-local'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['192.88.99.1', '6to4 relay'],
    ['localhost', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.1.1',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2a00:1450:4003:80e::200e',
    '2001:4860:4860::8888',
  ])('lets %s through', (address) => {
    expect(refusedAddressReason(address)).toBeUndefined();
  });

  it('tells literals from names', () => {
    expect(isAddressLiteral('10.0.0.1')).toBe(true);
    expect(isAddressLiteral('[::1]')).toBe(true);
    expect(isAddressLiteral('example.com')).toBe(false);
    expect(isAddressLiteral('localhost')).toBe(false);
  });
});
