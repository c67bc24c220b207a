import { describe, expect, it } from 'vitest';
import { buildTd2 } from './build-mrz.ts';
import { confirmed, interpretMrz, mrzLinesOf, readersAgree } from './read-mrz.ts';
import { repairMrz } from './repair-mrz.ts';

/** The ICAO TD1 specimen with optional data that makes its composite check digit a 0. */
const TD1 = [
  'I<UTOD2314589078<<<<<<<<<<<<<<',
  '7408122F1204159UTO<<<<<<<<<<<0',
  'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
];

describe('repairing a text OCR read of an MRZ by position', () => {
  it("reads a composite check digit read as 'C' as the 0 that position must be", () => {
    const read = [TD1[0], `${(TD1[1] as string).slice(0, 29)}C`, TD1[2]] as string[];
    const repaired = repairMrz('TD1', read);
    expect(repaired).toEqual({ lines: TD1, repairs: 1 });
    expect(interpretMrz('TD1', read).valid).toBe(true);
  });

  it("keeps the letters of a document number whose own check digit passes ('D23145890')", () => {
    expect(repairMrz('TD1', TD1)).toEqual({ lines: TD1, repairs: 0 });
  });

  it('reads a TD2 MRZ (two lines of 36) from OCR text, its dates repaired by position', () => {
    const td2 = buildTd2({
      documentCode: 'I',
      issuingState: 'UTO',
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      documentNumber: 'D23145890',
      nationality: 'UTO',
      birthDate: '740812',
      sex: 'F',
      expirationDate: '120415',
    });
    // The OCR read the 0s of the dates as O and the first line's filler run one short.
    const text = `REPUBLIC OF UTOPIA\n${(td2[0] as string).slice(0, 35)}\n${(td2[1] as string).replace('740812', '74O812').replace('120415', '12O415')}`;
    const found = mrzLinesOf(text);
    expect(found?.format).toBe('TD2');
    const read = interpretMrz('TD2', found?.lines ?? []);
    expect(read.lines).toEqual(td2);
    expect(read.valid).toBe(true);
    expect(read.fields).toMatchObject({
      icarDocNumber: 'D23145890',
      icarBirthDate: '1974-08-12',
      icarNationality: 'UTO',
    });
  });

  it('keeps a forced glyph repair valid only when the second reader reads the same', () => {
    const glyphs = interpretMrz('TD1', TD1, { repairs: 1, weakest: 0.06 });
    expect(glyphs.valid).toBe(true);
    // The text reader agrees on every checked character (the names may differ).
    const namesDiffer = [TD1[0], TD1[1], 'ERIKSSON<<ANNA<MARJA<<<<<<<<<<'] as string[];
    const forced = { forced: 1, doubtful: [] };
    expect(confirmed(glyphs, interpretMrz('TD1', namesDiffer), forced).valid).toBe(true);
    // It read no MRZ, or one that fails a check: the repair is not confirmed.
    const failing = [(TD1[0] as string).replace('D23145890', 'D23145990'), TD1[1], TD1[2]];
    for (const text of [null, interpretMrz('TD1', failing as string[])]) {
      expect(confirmed(glyphs, text, forced)).toMatchObject({
        valid: false,
        errors: [{ field: null, error: 'unconfirmed repair' }],
      });
    }
  });

  it('keeps a read with near ties no check digit settles valid only when the second reader agrees there', () => {
    const glyphs = interpretMrz('TD1', TD1, { repairs: 0, weakest: 0.01 });
    // A near tie in the names (line 3: the last A of 'ANNA', where an E scored close).
    const doubt = { forced: 0, doubtful: [[2, 13]] as [number, number][] };
    const agrees = interpretMrz('TD1', [
      TD1[0],
      TD1[1],
      'ERIKSSON<<ANNA<MARJA<<<<<<<<<<',
    ] as string[]);
    expect(confirmed(glyphs, agrees, doubt).valid).toBe(true);
    const differs = interpretMrz('TD1', [
      TD1[0],
      TD1[1],
      'ERIKSSON<<ANNE<MARIA<<<<<<<<<<',
    ] as string[]);
    expect(confirmed(glyphs, differs, doubt)).toMatchObject({
      valid: false,
      errors: [{ field: null, error: 'unconfirmed characters' }],
    });
    expect(confirmed(glyphs, null, doubt).valid).toBe(false);
  });

  it('never confirms a read with a cell no reader can settle, whatever the second reader reads', () => {
    const glyphs = interpretMrz('TD1', TD1, { repairs: 0, weakest: 0.01 });
    // A U in the document number where a 0 scored close: tesseract reads the same U.
    const unsettled = { forced: 0, doubtful: [[0, 8]], unsettled: [[0, 8]] } as {
      forced: number;
      doubtful: [number, number][];
      unsettled: [number, number][];
    };
    const same = interpretMrz('TD1', TD1);
    expect(confirmed(glyphs, same, { forced: 0, doubtful: unsettled.doubtful }).valid).toBe(true);
    expect(confirmed(glyphs, same, unsettled)).toMatchObject({
      valid: false,
      errors: [{ field: null, error: 'unconfirmed characters' }],
    });
    // Nor does a valid tesseract read stand over it where the glyph read failed.
    const failing = interpretMrz('TD1', [
      (TD1[0] as string).replace('D23145890', 'D23145990'),
      TD1[1],
      TD1[2],
    ] as string[]);
    expect(readersAgree(same, failing).valid).toBe(true);
    expect(readersAgree(same, failing, unsettled.unsettled)).toMatchObject({
      valid: false,
      errors: [{ field: null, error: 'unconfirmed read' }],
    });
  });

  it('keeps an unfamiliar print valid only when the second reader reads its names too', () => {
    const glyphs = interpretMrz('TD1', TD1, { repairs: 0, weakest: 0.2 });
    const unfamiliar = { forced: 1, doubtful: [] };
    const namesDiffer = interpretMrz('TD1', [
      TD1[0],
      TD1[1],
      'ERIKSSON<<ANNA<MARJA<<<<<<<<<<',
    ] as string[]);
    expect(confirmed(glyphs, namesDiffer, unfamiliar).valid).toBe(true);
    expect(confirmed(glyphs, namesDiffer, unfamiliar, { names: true })).toMatchObject({
      valid: false,
      errors: [{ field: null, error: 'unconfirmed characters' }],
    });
    const same = interpretMrz('TD1', TD1);
    expect(confirmed(glyphs, same, unfamiliar, { names: true }).valid).toBe(true);
  });

  it("keeps tesseract's valid read where the glyph read failed only when both read the same elsewhere", () => {
    const text = interpretMrz('TD1', TD1);
    // The glyph read failed the document number's check digit (and the composite, which
    // covers it), its names and dates as printed: tesseract's read stands.
    const failing = [(TD1[0] as string).replace('D23145890', 'D23145990'), TD1[1], TD1[2]];
    const glyphs = interpretMrz('TD1', failing as string[], { repairs: 0, weakest: 0.2 });
    expect(glyphs.valid).toBe(false);
    expect(readersAgree(text, glyphs)).toBe(text);
    // Under the failing check the glyphs read a T where the text read has its 9 (and an A
    // for its 4): T counts 29, 9 counts 9, so the check cannot say which is printed.
    const twin = [(TD1[0] as string).replace('D23145890', 'D231A58T0'), TD1[1], TD1[2]];
    expect(
      readersAgree(text, interpretMrz('TD1', twin as string[], { repairs: 0, weakest: 0.2 })),
    ).toMatchObject({ valid: false, errors: [{ field: null, error: 'unconfirmed read' }] });
    // The readers differ in the names, or in the sex, which no check digit covers.
    const otherName = [failing[0], failing[1], 'ERIKSSON<<ANNE<MARIA<<<<<<<<<<'] as string[];
    const sex = (TD1[1] as string).replace('2F1', '2M1');
    const textSex = { ...text, lines: [TD1[0], sex, TD1[2]] as string[] };
    for (const [reader, other] of [
      [text, otherName],
      [textSex, failing],
    ] as const) {
      expect(
        readersAgree(reader, interpretMrz('TD1', other as string[], { repairs: 0, weakest: 0.2 })),
      ).toMatchObject({ valid: false, errors: [{ field: null, error: 'unconfirmed read' }] });
    }
  });
});
