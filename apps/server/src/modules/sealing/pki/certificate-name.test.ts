import { describe, expect, it } from 'vitest';
import { certificateName, SUBJECT_LIMITS } from './certificate-name.ts';

describe("a person's name as a certificate writes it", () => {
  it('drops bidirectional controls and turns line breaks and tabs into one space', () => {
    expect(certificateName('Ana\u202E, O=Banco de España\n\tCN=Administrator\u2066')).toBe(
      'Ana, O=Banco de España CN=Administrator',
    );
    expect(certificateName('  Luis \u200F\u200E  Pérez\r\n')).toBe('Luis Pérez');
  });

  it('is NFC: a decomposed accent becomes the one character', () => {
    expect(certificateName('Jose\u0301 Nu\u0301n\u0303ez')).toBe('José Núñez');
  });

  it('is cut to 64 characters at a whole grapheme, never inside one', () => {
    const long = 'a'.repeat(1_001);
    expect(certificateName(long)).toHaveLength(SUBJECT_LIMITS.commonName);
    // A family emoji is 7 code points: it does not fit after 60 letters and is left out whole.
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    expect(certificateName(`${'b'.repeat(60)}${family}`)).toBe('b'.repeat(60));
    // e + combining acute stays together (NFC has no precomposed form for this pair).
    expect(certificateName(`${'c'.repeat(63)}q\u0301`)).toBe('c'.repeat(63));
  });
});
