import { describe, expect, it } from 'vitest';
import { child, DerError, parseDer, readInt, readOid, readTime } from './der-reader.ts';
import { generalizedTime, int, namedBits, oid, seq, setOf, x509Time } from './der-writer.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('DER writer and reader', () => {
  it('encodes INTEGERs minimally in two’s complement and reads them back', () => {
    expect(hex(int(0))).toBe('020100');
    expect(hex(int(127))).toBe('02017f');
    expect(hex(int(128))).toBe('02020080');
    expect(hex(int(-129))).toBe('0202ff7f');
    expect(hex(int(Uint8Array.of(0, 0, 0x80)))).toBe('02020080');
    for (const value of [0n, 1n, 255n, 256n, -1n, -128n, 2n ** 127n + 5n]) {
      expect(readInt(parseDer(int(value)))).toBe(value);
    }
  });

  it('round-trips object identifiers with large arcs', () => {
    for (const id of [
      '1.2.840.113549.1.9.16.2.47',
      '2.25.82960191861611229106855486586747815045',
      '0.4.0.2023.1.1',
    ]) {
      expect(readOid(parseDer(oid(id)))).toBe(id);
    }
    expect(hex(oid('2.16.840.1.101.3.4.2.1'))).toBe('0609608648016503040201');
  });

  it('drops trailing zero bits of named BIT STRINGs and sorts SET OF', () => {
    expect(hex(namedBits([0, 1]))).toBe('030206c0'); // digitalSignature | nonRepudiation
    expect(hex(namedBits([5, 6]))).toBe('03020106'); // keyCertSign | cRLSign
    expect(hex(namedBits([25]))).toBe('03050600000040'); // systemFailure
    expect(hex(setOf(Uint8Array.of(4, 1, 2), Uint8Array.of(2, 1, 9)))).toBe('3106020109040102');
  });

  it('writes times in UTC with DER fractions and reads them back', () => {
    const date = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 120));
    expect(Buffer.from(generalizedTime(date, true).subarray(2)).toString()).toBe(
      '20300102030405.12Z',
    );
    expect(readTime(parseDer(generalizedTime(date, true))).getTime()).toBe(date.getTime());
    expect(x509Time(date)[0]).toBe(0x17);
    expect(x509Time(new Date(Date.UTC(2051, 0, 1)))[0]).toBe(0x18);
  });

  it('refuses truncated or overlong input', () => {
    expect(() => parseDer(Uint8Array.of(0x30, 0x05, 0x02, 0x01))).toThrow(DerError);
    expect(() => parseDer(Uint8Array.of(0x02, 0x01, 0x00, 0x00))).toThrow(/trailing/);
    expect(() => child(parseDer(seq(int(1))), 1)).toThrow(/missing/);
  });
});
