import { describe, expect, it } from 'vitest';
import { decodeMrz } from './decode-mrz.ts';
import { MRZ_ALPHABET } from './read-cells.ts';

const TD3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];

/**
 * Glyph scores as the reader would give them for `lines`: the printed character scores
 * 0.9, everything else 0.3, except where `confusions` says a look-alike scored higher.
 */
function scoresFor(lines: string[], confusions: Record<string, { char: string; score: number }>) {
  return lines.map((line, l) =>
    [...line].map((printed, i) => {
      const scores = new Float32Array(MRZ_ALPHABET.length).fill(0.3);
      scores[MRZ_ALPHABET.indexOf(printed)] = 0.9;
      const confusion = confusions[`${l}:${i}`];
      if (confusion) scores[MRZ_ALPHABET.indexOf(confusion.char)] = confusion.score;
      return scores;
    }),
  );
}

describe('decoding glyph scores into MRZ lines', () => {
  it('reads a clean grid as printed', () => {
    expect(decodeMrz('TD3', scoresFor(TD3, {})).lines).toEqual(TD3);
  });

  it("doubts a name's letter that a second reader reads otherwise, however sure the first is", () => {
    // The classifier is sure of the R of ERIKSSON; the templates prefer a P there.
    const sure = scoresFor(TD3, {});
    expect(decodeMrz('TD3', sure).doubtful).toEqual([]);
    const disagreeing = decodeMrz(
      'TD3',
      sure,
      scoresFor(TD3, { '0:7': { char: 'P', score: 0.92 } }),
    );
    expect(disagreeing.lines).toEqual(TD3);
    expect(disagreeing.doubtful).toEqual([[0, 7]]);
    // A near tie for the templates alone is doubtful too, the first reader sure as it is.
    const tied = decodeMrz('TD3', sure, scoresFor(TD3, { '0:7': { char: 'P', score: 0.88 } }));
    expect(tied.doubtful).toEqual([[0, 7]]);
    // In a checked field a tie with a character of the same check value stays doubtful
    // (J and 9 both count 9): the check digit cannot tell them apart.
    const checked = decodeMrz('TD3', sure, scoresFor(TD3, { '1:2': { char: 'J', score: 0.88 } }));
    expect(checked.doubtful).toEqual([[1, 2]]);
  });

  it('keeps letters out of dates and digits out of names', () => {
    const decoded = decodeMrz(
      'TD3',
      scoresFor(TD3, {
        '0:8': { char: '0', score: 0.95 }, // the O of ERIKSSON
        '1:15': { char: 'O', score: 0.95 }, // the 0 of 740812
      }),
    );
    expect(decoded.lines).toEqual(TD3);
    expect(decoded.repairs).toBe(2);
  });

  it("takes the document code's first letter the format fixes, whatever scored best", () => {
    // No check digit covers it: a glare spot that makes the P of a passport read as M, or
    // the I of a card as L, would otherwise leave a code no validator accepts.
    const passport = decodeMrz('TD3', scoresFor(TD3, { '0:0': { char: 'M', score: 0.95 } }));
    expect(passport.lines).toEqual(TD3);
    const card = [
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    const decoded = decodeMrz('TD1', scoresFor(card, { '0:0': { char: 'L', score: 0.95 } }));
    expect(decoded.lines).toEqual(card);
    expect(decoded.forced).toBe(0);
  });

  it('takes a document code in use over a near tie that is none, as a doubt', () => {
    const card = [
      'IDUTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    // A D softened by glare scores a little under a U: IU is no code, ID is.
    const tied = decodeMrz('TD1', scoresFor(card, { '0:1': { char: 'U', score: 0.92 } }));
    expect(tied.lines).toEqual(card);
    expect(tied.doubtful).toContainEqual([0, 1]);
    // A U that clearly scores best stays (a state may use any letter), and is no doubt.
    const clear = decodeMrz('TD1', scoresFor(card, { '0:1': { char: 'U', score: 1.1 } }));
    expect(clear.lines[0]?.slice(0, 2)).toBe('IU');
    expect(clear.doubtful).toEqual([]);
  });

  it("gives the name cells' close letters", () => {
    // The E of ERIKSSON read as an O, the E close behind.
    const decoded = decodeMrz('TD3', scoresFor(TD3, { '0:5': { char: 'O', score: 0.95 } }));
    expect(decoded.lines[0]?.slice(5, 8)).toBe('ORI');
    expect(decoded.nameAlternatives).toEqual([{ line: 0, index: 5, chars: 'E' }]);
    expect(decodeMrz('TD3', scoresFor(TD3, {})).nameAlternatives).toEqual([]);
  });

  it('lets the check digit choose between look-alikes in a mixed field', () => {
    // Personal number ZE184226B: a Z that scored as 2 and a B that scored as 8.
    const decoded = decodeMrz(
      'TD3',
      scoresFor(TD3, {
        '1:28': { char: '2', score: 0.92 },
        '1:36': { char: '8', score: 0.91 },
      }),
    );
    expect(decoded.lines).toEqual(TD3);
  });

  it('does not force a check digit with an unlikely change', () => {
    // A clear 4 in the document number where the check wants another character: the
    // fix would cost more than a near tie, so the read stays and fails its check.
    const wrong = [TD3[0] as string, (TD3[1] as string).replace('L898902C3', 'L898942C3')];
    const decoded = decodeMrz('TD3', scoresFor(wrong, {}));
    expect(decoded.lines).toEqual(wrong);
    expect(decoded.repairs).toBe(0);
  });

  it('takes a fix even when two cost about the same, but counts it as forced (to be confirmed)', () => {
    // The date of birth read 741812 for 740812, its 0 blurred into a 1 that scores like it;
    // its check digit, a 2, scores like a 3, and 741812's check digit is 3. Putting the 0
    // back or taking the 3 cost the same: either makes the check pass, so the read counts
    // its changes as forced and readMrz reports it valid only when tesseract reads the same.
    const read = [TD3[0] as string, (TD3[1] as string).replace('7408122', '7418122')];
    const decoded = decodeMrz(
      'TD3',
      scoresFor(read, {
        '1:15': { char: '0', score: 0.88 },
        '1:19': { char: '3', score: 0.88 },
      }),
    );
    expect(decoded.forced).toBeGreaterThan(0);
    expect(['7408122', '7418123']).toContain(decoded.lines[1]?.slice(13, 20));
    // The same 0 when the check digit is a clear 2: repaired.
    const clear = decodeMrz('TD3', scoresFor(read, { '1:15': { char: '0', score: 0.88 } }));
    expect(clear.lines).toEqual(TD3);
  });

  it('takes the possible month a month read as no month scores closest to, for its check to settle', () => {
    // The birth date 740812 with its 0 read as an 8 (month 88) and its check digit 2 read
    // as a 7, each 0.3 behind: putting both right costs more than a check may force, but
    // month 88 is no month, so the 0 comes back first and the check then takes its 2.
    const decoded = decodeMrz(
      'TD3',
      scoresFor(TD3, {
        '1:15': { char: '8', score: 1.2 },
        '1:19': { char: '7', score: 1.2 },
      }),
    );
    expect(decoded.lines).toEqual(TD3);
    expect(decoded.forced).toBe(2);
  });

  it('takes the known state code a state read as no state scores closest to, as doubtful', () => {
    // The T of the nationality UTO read as an I (UIO is no state), the T close behind.
    const decoded = decodeMrz('TD3', scoresFor(TD3, { '1:11': { char: 'I', score: 0.95 } }));
    expect(decoded.lines).toEqual(TD3);
    expect(decoded.forced).toBe(1);
    expect(decoded.doubtful).toContainEqual([1, 11]);
    expect(decoded.statesRepaired).toBe(1); // readMrz then has the names confirmed too
    // A state read clearly as no state (the T scoring as poorly as any letter) stays.
    const far = decodeMrz(
      'TD3',
      scoresFor([TD3[0] as string, (TD3[1] as string).replace('36UTO', '36UQO')], {}),
    );
    expect(far.lines[1]?.slice(10, 13)).toBe('UQO');
    expect(far.forced).toBe(0);
  });

  it('doubts a letter standing alone among the fillers of the names (a speck read as a letter)', () => {
    // 'ERIKSSON<<ANNA<MARIA<<<...' with an F read, clearly, where a filler is printed.
    const clean = decodeMrz('TD3', scoresFor(TD3, {}));
    expect(clean.doubtful).toEqual([]);
    const speck = decodeMrz('TD3', scoresFor(TD3, { '0:26': { char: 'F', score: 0.99 } }));
    expect(speck.lines[0]?.slice(20, 29)).toBe('MARIA<F<<');
    expect(speck.doubtful).toContainEqual([0, 26]);
  });

  it('doubts an F in the names while an E scores within 0.1 (glare takes the lower bar)', () => {
    // The E of ERIKSSON read as an F by 0.09: over the plain near-tie margin, under E's.
    const bar = decodeMrz('TD3', scoresFor(TD3, { '0:5': { char: 'F', score: 0.99 } }));
    expect(bar.lines[0]?.slice(5, 13)).toBe('FRIKSSON');
    expect(bar.doubtful).toContainEqual([0, 5]);
    const clear = decodeMrz('TD3', scoresFor(TD3, { '0:5': { char: 'F', score: 1.02 } }));
    expect(clear.doubtful).not.toContainEqual([0, 5]);
  });

  it('leaves unsettled a U read in a checked field while a 0 scores within 0.1 (glare takes its top)', () => {
    // The 0 of document number L898902C3 read as a U by 0.08: U counts 0 to the check
    // digit too, so the read passes, and no reader can tell them apart.
    const washed = decodeMrz('TD3', scoresFor(TD3, { '1:5': { char: 'U', score: 0.98 } }));
    expect(washed.lines[1]?.slice(0, 9)).toBe('L8989U2C3');
    expect(washed.forced).toBe(0);
    expect(washed.unsettled).toEqual([[1, 5]]);
    expect(washed.doubtful).toContainEqual([1, 5]);
    // Read as 0, the templates preferring a U: a doubt the second reader may settle.
    const second = decodeMrz(
      'TD3',
      scoresFor(TD3, {}),
      scoresFor(TD3, { '1:5': { char: 'U', score: 0.95 } }),
    );
    expect(second.lines).toEqual(TD3);
    expect(second.unsettled).toEqual([]);
    expect(second.doubtful).toEqual([[1, 5]]);
    // A U well clear of any 0 is printed as read: settled.
    const clear = decodeMrz('TD3', scoresFor(TD3, { '1:5': { char: 'U', score: 1.02 } }));
    expect(clear.lines[1]?.slice(0, 9)).toBe('L8989U2C3');
    expect(clear.unsettled).toEqual([]);
    // In the names no check digit counts them alike: a plain near tie, no more.
    const names = decodeMrz('TD3', scoresFor(TD3, { '0:13': { char: 'U', score: 0.95 } }));
    expect(names.unsettled).toEqual([]);
  });

  it('doubts two near ties in a checked field whose changes cancel out for its check digit', () => {
    // TKW0786051 with both 0s scoring a little under an O (a blurred TD2 under glare): O
    // counts 24, so the 0 at weight 7 adds 8 and the one at weight 3 adds 2; the check
    // digit and the composite pass either way.
    const TD2 = ['ARITABIANCHI<<ANNA<MARIA<<<<<<<<<<<<', 'TKW0786051ITA4604152F3408272<<<<<<<6'];
    const swapped = decodeMrz(
      'TD2',
      scoresFor(TD2, { '1:3': { char: 'O', score: 0.92 }, '1:7': { char: 'O', score: 0.93 } }),
    );
    expect(swapped.lines[1]?.slice(0, 10)).toBe('TKWO786O51');
    expect(swapped.forced).toBe(0);
    expect(swapped.doubtful).toEqual(
      expect.arrayContaining([
        [1, 3],
        [1, 7],
      ]),
    );
    // Printed as read, each O well clear of a 0: nothing to doubt.
    const clear = decodeMrz(
      'TD2',
      scoresFor(TD2, { '1:3': { char: 'O', score: 0.97 }, '1:7': { char: 'O', score: 0.97 } }),
    );
    expect(clear.doubtful).toEqual([]);
    // One such near tie alone would fail the check: the check digit settles it.
    const one = decodeMrz('TD2', scoresFor(TD2, { '1:3': { char: 'O', score: 0.92 } }));
    expect(one.lines).toEqual(TD2);
    expect(one.doubtful).toEqual([]);
  });

  it('doubts characters read after a filler in an optional field only the composite covers', () => {
    // A panel's edge through a TD1's last three fillers (an OCR-B card back in hard light): CKC
    // counts 12, 20 and 12 at weights 3, 1 and 7, nothing to the composite.
    const TD1 = [
      'I<UTOIIM8140588<<<<<<<<<<<<<<<',
      '6110073F3407208UTO<<<<<<<<<<<8',
      'ERIKSSON<<MARCO<<<<<<<<<<<<<<<',
    ];
    const misread = decodeMrz(
      'TD1',
      scoresFor(TD1, {
        '0:27': { char: 'C', score: 0.95 },
        '0:28': { char: 'K', score: 0.95 },
        '0:29': { char: 'C', score: 0.95 },
      }),
    );
    expect(misread.lines[0]).toBe('I<UTOIIM8140588<<<<<<<<<<<<CKC');
    expect(misread.forced).toBe(0);
    expect(misread.doubtful).toEqual(
      expect.arrayContaining([
        [0, 27],
        [0, 28],
        [0, 29],
      ]),
    );
    // Data written from the field's start, as a Spanish card's number is: nothing to doubt.
    const spanish = [
      'IDESPBAA000589599999999R<<<<<<',
      '8001014F3106028ESP<<<<<<<<<<<9',
      'ESPANOLA<ESPANOLA<<CARMEN<<<<<',
    ];
    expect(decodeMrz('TD1', scoresFor(spanish, {})).doubtful).toEqual([]);
  });
});
