import { describe, expect, it } from 'vitest';
import { controlLetter, isValidSpanishId, normaliseSpanishId } from './spanish-id.ts';

describe('Spanish DNI / NIE check letter', () => {
  it('computes the letter from the number modulo 23', () => {
    // The Ministry of the Interior's table: remainder 0 is T, 1 R, … 22 E.
    expect([0, 1, 2, 22, 23, 45].map(controlLetter).join('')).toBe('TRWETE');
    expect(controlLetter(12345678)).toBe('Z');
    expect(controlLetter(99999999)).toBe('R');
  });

  it('accepts DNIs with the right letter and refuses any other letter', () => {
    for (const id of ['12345678Z', '00000000T', '99999999R', '00000023T']) {
      expect(isValidSpanishId(id), id).toBe(true);
    }
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXY') {
      expect(isValidSpanishId(`12345678${letter}`), letter).toBe(false);
    }
  });

  it('accepts NIEs: X, Y and Z stand for 0, 1 and 2 before the seven digits', () => {
    expect(isValidSpanishId('X1234567L')).toBe(true); // 01234567 % 23 = 19 → L
    expect(isValidSpanishId('Y1234567X')).toBe(true); // 11234567 % 23 = 10 → X
    expect(isValidSpanishId('Z1234567R')).toBe(true); // 21234567 % 23 = 1 → R
    expect(isValidSpanishId('X1234567X')).toBe(false);
    expect(isValidSpanishId('Y1234567L')).toBe(false);
    expect(isValidSpanishId('W1234567L')).toBe(false);
  });

  it('takes the number as people type it: lower case, spaces, dots and hyphens', () => {
    expect(normaliseSpanishId(' 12.345.678-z ')).toBe('12345678Z');
    expect(isValidSpanishId('12345678-z')).toBe(true);
    expect(isValidSpanishId('x 1234567 l')).toBe(true);
  });

  it('refuses wrong shapes', () => {
    for (const id of ['', 'Z', '1234567Z', '123456789Z', '12345678', 'X12345678L', 'ABCDEFGHZ']) {
      expect(isValidSpanishId(id), id).toBe(false);
    }
  });
});
