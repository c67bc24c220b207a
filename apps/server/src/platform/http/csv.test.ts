import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv.ts';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvRecord(['x', 1, null, 'y'])).toBe('x,1,,y\r\n');
  });

  it('turns text a spreadsheet would run into plain text', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+34600111222')).toBe("'+34600111222");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('a=b')).toBe('a=b');
  });
});
