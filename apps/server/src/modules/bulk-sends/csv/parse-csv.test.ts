import { describe, expect, it } from 'vitest';
import { CsvError, detectSeparator, parseCsv } from './parse-csv.ts';

describe('parseCsv', () => {
  it('reads RFC 4180: commas, CRLF, quoted cells with separators, line breaks and quotes', () => {
    const text = 'name,note\r\n"Pérez, Ana","dijo ""sí""\r\nen dos líneas"\r\nLuis,\r\n';
    expect(parseCsv(text)).toEqual({
      separator: ',',
      records: [
        ['name', 'note'],
        ['Pérez, Ana', 'dijo "sí"\r\nen dos líneas'],
        ['Luis', ''],
      ],
    });
  });

  it("reads Spanish Excel's: a byte-order mark, semicolons, LF or CR line ends, no final break", () => {
    const text =
      '\uFEFFCliente nombre;Cliente email\nAna;ana@example.com\rLuis;"luis;x@example.com"';
    expect(parseCsv(text)).toEqual({
      separator: ';',
      records: [
        ['Cliente nombre', 'Cliente email'],
        ['Ana', 'ana@example.com'],
        ['Luis', 'luis;x@example.com'],
      ],
    });
  });

  it('finds the separator in the header only, outside quotes', () => {
    expect(detectSeparator('"a;b;c",d,e\n1;2;3;4;5;6')).toBe(',');
    expect(detectSeparator('a\tb\tc\n')).toBe('\t');
    expect(detectSeparator('solo\n')).toBe(',');
    expect(parseCsv('a\tb\n1\t2').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty lines as empty records (their rows are counted) and is lenient with stray quotes', () => {
    expect(parseCsv('a,b\n\n1,2\n').records).toEqual([['a', 'b'], [''], ['1', '2']]);
    expect(parseCsv('a,b\nO"Brien,"x"y\n').records).toEqual([
      ['a', 'b'],
      ['O"Brien', 'xy'],
    ]);
  });

  it('refuses a quote never closed, naming the row where it opened', () => {
    const caught = (() => {
      try {
        parseCsv('a,b\n1,2\n3,"sin cerrar\n4,5\n');
      } catch (error) {
        return error;
      }
    })();
    expect(caught).toBeInstanceOf(CsvError);
    expect(caught).toMatchObject({ reason: 'quoteUnclosed', row: 3 });
  });
});
