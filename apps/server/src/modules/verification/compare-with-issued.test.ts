import { describe, expect, it } from 'vitest';
import { differenceFrom, gapOf } from './compare-with-issued.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('a file against the one issued', () => {
  // "%PDF signed <00ff0000> rest": the signature's /Contents spans 12..22 (ByteRange 0 12 22 5).
  const issued = bytes('%PDF signed <00ff0000> rest');
  const gaps = [gapOf([0, 12, 22, 5])];

  it('is the same, or differs only where no signature covers, by bytes appended, or as an earlier revision', () => {
    expect(gaps).toEqual([[12, 22]]);
    expect(differenceFrom(issued, issued, gaps)).toBe('none');
    expect(differenceFrom(bytes('%PDF signed <00ff0001> rest'), issued, gaps)).toBe(
      'unsigned-bytes',
    );
    expect(differenceFrom(bytes('%PDF signed <00ff0000> rest\n%%junk'), issued, gaps)).toBe(
      'appended',
    );
    expect(differenceFrom(bytes('%PDF signed <00ff'), issued, gaps)).toBe('earlier-revision');
  });

  it('differs elsewhere when a covered byte changed too', () => {
    expect(differenceFrom(bytes('%PDF signed <00ff0001> resT'), issued, gaps)).toBe('other');
    expect(differenceFrom(bytes('%PDF SIGNED <00ff0000> rest'), issued, gaps)).toBe('other');
    expect(differenceFrom(bytes('%PDF other'), issued, gaps)).toBe('other');
  });
});
