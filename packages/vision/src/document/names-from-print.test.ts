import { describe, expect, it } from 'vitest';
import { ocrLine } from '../../testing/ocr-lines.ts';
import { interpretMrz, type TMrzResult } from '../mrz/read-mrz.ts';
import { crossCheck } from './cross-check.ts';
import { namesFromPrint } from './names-from-print.ts';
import { fieldsOf } from './read-printed.ts';

const line = (text: string, x0: number, y0: number) => ocrLine(text, x0, y0, 0.9);

/** A passport page's visual zone as the text OCR reads it. */
const PAGE = [
  line('PASAPORTE / PASSPORT', 300, 20),
  line('Apellidos / Surname', 360, 100),
  line('GARCÍA DE LA FUENTE', 360, 126),
  line('Nombre / Given names', 360, 180),
  line('ANNA MARIA', 360, 206),
];

const NAMES = 'P<ESPGARCIA<DE<LA<FUENTE<<ANNA<MARIA<<<<<<<<';
const NUMBERS = '36EI289648ESP0412269M310614312345678Z<<<<<36';
const PRINTED = [NAMES, NUMBERS];

/** The glyph reader's answer for `lines`, valid, with close letters in its name cells. */
function glyphRead(lines: string[], alternatives: TMrzResult['nameAlternatives']): TMrzResult {
  return {
    ...interpretMrz('TD3', lines, { repairs: 0, weakest: 0.03 }),
    font: 'OCR B',
    nameAlternatives: alternatives,
  };
}

describe('MRZ names settled by the print', () => {
  it("takes the printed letter where the MRZ's name cell was a near tie, and is no longer valid", () => {
    const misread = [NAMES.replace('<DE<', '<OE<'), NUMBERS];
    const mrz = glyphRead(misread, [{ line: 0, index: 12, chars: 'D' }]);
    expect(mrz.valid).toBe(true); // The check digits cannot see it.
    const printed = fieldsOf(PAGE, 800);
    expect(crossCheck(printed, mrz.fields).fields.lastName).toBe('mismatch');

    const named = namesFromPrint(mrz, printed);
    expect(named.lines).toEqual(PRINTED);
    expect(named.fields.icarLastName).toBe('GARCIA DE LA FUENTE');
    expect(named.valid).toBe(false);
    expect(named.errors).toContainEqual({ field: null, error: 'names from print' });
    expect(crossCheck(printed, named.fields).fields.lastName).toBe('match');
  });

  it('changes nothing the name cells did not come close to', () => {
    // An O no other letter came near: a page whose printed name differs (altered, or
    // another person's) keeps its MRZ, and the cross-check shows the mismatch.
    const misread = [NAMES.replace('<DE<', '<OE<'), NUMBERS];
    const sure = glyphRead(misread, [{ line: 0, index: 20, chars: 'N' }]);
    expect(namesFromPrint(sure, fieldsOf(PAGE, 800))).toBe(sure);
    // Nor a printed name that differs in more cells than a misread would.
    const other = glyphRead(
      ['P<ESPGOMEZ<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<<<<', NUMBERS],
      [{ line: 0, index: 5, chars: 'G' }],
    );
    expect(namesFromPrint(other, fieldsOf(PAGE, 800)).lines).toEqual(other.lines);
  });

  it('leaves a clean read, and a card back, as they are', () => {
    const clean = glyphRead(PRINTED, []);
    expect(namesFromPrint(clean, fieldsOf(PAGE, 800))).toBe(clean);
    const back = {
      ...interpretMrz('TD1', [
        'IDESP09WS52875412345678Z<<<<<<',
        '7502145M3003242ESP<<<<<<<<<<<1',
        'GARCIA<OE<LA<FUENTE<<ANNA<MARI',
      ]),
      nameAlternatives: [{ line: 2, index: 7, chars: 'D' }],
    };
    expect(namesFromPrint(back, fieldsOf(PAGE, 800))).toBe(back);
  });

  it('leaves the names to the MRZ when no field of the print was read', () => {
    // A page a third of the frame wide: its print read without a single field.
    const misread = [NAMES.replace('<DE<', '<OE<'), NUMBERS];
    const mrz = glyphRead(misread, [{ line: 0, index: 12, chars: 'D' }]);
    const poor = fieldsOf(
      [line('PASSPORT - PASSIPORT - ESP', 300, 20), line('DE LA', 360, 126)],
      800,
    );
    expect(poor.confidence).toBe(0);
    expect(namesFromPrint(mrz, poor)).toBe(mrz);
  });
});
