import { afterAll, describe, expect, it } from 'vitest';
import { softened, specimen } from '../../testing/mrz-specimen.ts';
import type { TGreyImage } from '../image.ts';
import { decodeMrz } from './decode-mrz.ts';
import { adaptedScores, MRZ_ALPHABET, scoreCells } from './read-cells.ts';
import { readMrz, readWithTesseract, trustedCells } from './read-mrz.ts';
import { segmentMrz } from './segment-mrz.ts';
import { closeOcr } from './tesseract.ts';

afterAll(closeOcr);

describe('MRZ readers', () => {
  it('reads the ICAO TD1 specimen from its glyphs, and with tesseract as the fallback', async () => {
    const { mrz, band } = await specimen('icao-td1.id-back.crisp.jpg');
    const glyphs = await readMrz(band);
    expect(glyphs?.reader).toBe('ocr-b-glyphs');
    expect(glyphs?.lines).toEqual(mrz);
    const text = await readWithTesseract(band);
    expect(text?.reader).toBe('tesseract');
    expect(text?.valid).toBe(true);
    expect(text?.fields.icarDocNumber).toBe('D23145890');
  }, 60_000);

  it('reads an MRZ through the specks of a noisy print, however many there are', async () => {
    const { mrz, band } = await specimen('icao-td1.id-back.crisp.jpg');
    // 150 dark specks of 3x7 pixels on the paper between the glyphs and lines: more
    // components than the MRZ's capitals, digits and fillers together.
    const data = band.data.slice();
    let seed = 7;
    const next = (range: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * range);
    };
    const onPaper = (x: number, y: number) => {
      for (let row = y - 2; row < y + 9; row++)
        for (let col = x - 2; col < x + 5; col++)
          if ((data[row * band.width + col] as number) < 150) return false;
      return true;
    };
    for (let placed = 0, tries = 0; placed < 150 && tries < 20_000; tries++) {
      const x = 3 + next(band.width - 10);
      const y = 3 + next(band.height - 12);
      if (!onPaper(x, y)) continue;
      for (let row = y; row < y + 7; row++)
        data.fill(40, row * band.width + x, row * band.width + x + 3);
      placed++;
    }
    const read = await readMrz({ ...band, data });
    expect(read?.reader).toBe('ocr-b-glyphs');
    expect(read?.lines).toEqual(mrz);
  }, 60_000);

  it('reads an MRZ whose pitch grows along its lines (a perspective the warp left in)', async () => {
    const { mrz, band } = await specimen('icao-td3.passport.crisp.jpg');
    const read = await readMrz(inPerspective(band));
    expect(read?.reader).toBe('ocr-b-glyphs');
    expect(read?.lines).toEqual(mrz);
  }, 60_000);

  it("reads an MRZ whose lines a pattern's specks join, beside a card edge in pieces", async () => {
    const { mrz, band: tight } = await specimen('icao-td1.id-back.crisp.jpg');
    // The strip widened with paper by two cells each side, for the edge to stand in.
    const pad = 48;
    const width = tight.width + 2 * pad;
    const data = new Uint8Array(width * tight.height).fill(tight.data[0] as number);
    for (let row = 0; row < tight.height; row++) {
      data.set(tight.data.subarray(row * tight.width, (row + 1) * tight.width), row * width + pad);
    }
    const band = { width, height: tight.height, data };
    const grid = segmentMrz(band);
    if (!grid) throw new Error('no grid in the crisp band');
    const ink = (x: number, y: number, w: number, h: number) => {
      for (let row = Math.round(y); row < Math.round(y + h); row++)
        data.fill(40, row * width + Math.round(x), row * width + Math.round(x + w));
    };
    const { height, pitch } = grid.lines[0] as { height: number; pitch: number };
    const levels = grid.lines.map((line) => (line.centres[0] as { y: number }).y);
    // Specks a third of a capital high, at a level every half capital, from the first line
    // to the last, in the gap between two cells: they chain the lines' levels into one.
    const x = (grid.lines[0]?.centres[12]?.x ?? 0) + pitch / 2 - 1;
    const last = levels[levels.length - 1] as number;
    for (let y = levels[0] as number; y < last; y += height * 0.45) ink(x, y, 2, height * 0.36);
    // The card's edge a cell and a half left of the first glyphs, broken into two
    // overlapping pieces at each line.
    const edge = (grid.lines[0]?.centres[0]?.x ?? 0) - 1.8 * pitch;
    for (const level of levels) {
      ink(edge, level - height * 0.5, 2, height * 0.6);
      ink(edge + 1, level - height * 0.1, 2, height * 0.6);
    }
    const read = await readMrz(band);
    expect(read?.lines).toEqual(mrz);
  }, 60_000);

  it('counts the cells of a line in perspective whose glyphs a bold print joined at its narrow end', async () => {
    const { mrz, band } = await specimen('icao-td3.passport.crisp.jpg');
    const line = segmentMrz(band)?.lines[0];
    if (!line) throw new Error('no grid in the crisp band');
    // Ink along the foot of the first line's first fourteen glyphs joins them in pairs:
    // the single glyphs whose steps give the median are then the wider right end's.
    const data = band.data.slice();
    const foot = Math.round((line.centres[0]?.y ?? 0) + line.height / 2) - 2;
    for (let cell = 0; cell < 14; cell += 2) {
      const from = Math.round(line.centres[cell]?.x ?? 0);
      for (let row = foot; row < foot + 3; row++) {
        data.fill(30, row * band.width + from, row * band.width + from + Math.round(line.pitch));
      }
    }
    const seen = inPerspective({ ...band, data });
    expect(segmentMrz(seen)?.shape).toBe('TD3');
    expect((await readMrz(seen))?.lines[1]).toEqual(mrz?.[1]);
  }, 60_000);

  it("keeps a line's end glyph that glare cut off from its neighbours", async () => {
    const { band } = await specimen('icao-td3.passport.crisp.jpg');
    const grid = segmentMrz(band);
    const line = grid?.lines[1];
    if (!line) throw new Error('no grid in the crisp band');
    // The second and third glyphs of the second line washed out to paper.
    const data = band.data.slice();
    const paper = band.data[0] as number;
    for (const cell of [1, 2]) {
      const { x, y } = line.centres[cell] as { x: number; y: number };
      for (let row = Math.round(y - line.height); row < Math.round(y + line.height); row++) {
        const from = row * band.width + Math.round(x - line.pitch / 2);
        data.fill(paper, from, from + Math.round(line.pitch));
      }
    }
    const found = segmentMrz({ ...band, data })?.lines[1]?.centres[0]?.x ?? 0;
    expect(Math.abs(found - (line.centres[0]?.x ?? 0))).toBeLessThan(line.pitch / 4);
  }, 60_000);

  it('reads a line whose first glyphs a bold print joined into one shape', async () => {
    const { mrz, band } = await specimen('icao-td3.passport.crisp.jpg');
    // Ink along the foot of the second line's first three glyphs (L89) joins them.
    const line = segmentMrz(band)?.lines[1];
    if (!line) throw new Error('no grid in the crisp band');
    const [first, , third] = line.centres as { x: number; y: number }[];
    const data = band.data.slice();
    const foot = Math.round((first?.y ?? 0) + line.height / 2) - 2;
    for (let row = foot; row < foot + 3; row++) {
      const from = row * band.width + Math.round(first?.x ?? 0);
      data.fill(30, from, from + Math.round((third?.x ?? 0) - (first?.x ?? 0)));
    }
    const read = await readMrz({ ...band, data });
    expect(read?.reader).toBe('ocr-b-glyphs');
    expect(read?.lines).toEqual(mrz);
  }, 60_000);

  it("tells a soft print's characters apart better by templates made from its own checked fields", async () => {
    const { mrz, band } = await specimen('icao-td3.passport.crisp.jpg');
    if (!mrz) throw new Error('no MRZ in the specimen');
    // The print blurred (σ 0.7) at its own size: every glyph soft. (Until the strip was
    // softened by one helper, this test also asked sharp to halve it first, which a second
    // resize in the same pipeline silently undid; on a halved print the document's own
    // templates do not widen the margins.)
    const grid = segmentMrz(await softened(band, { shrink: 1, blur: 0.7 }));
    if (!grid) throw new Error('no grid in the softened band');
    const scores = scoreCells(grid, 0);
    // The second line's document number, birth date and expiry date with their check digits.
    const trusted = [
      ...Array.from({ length: 10 }, (_, i) => i),
      ...Array.from({ length: 14 }, (_, i) => 13 + i),
    ].map((index) => ({ line: 1, index, char: mrz[1]?.[index] as string }));
    const adapted = adaptedScores(grid, scores, trusted, 0);
    // On the cells of the first line that the templates were not made from: how far the
    // printed character scores above the best other one.
    const margin = (cells: Float32Array[]) => {
      let sum = 0;
      cells.forEach((score, index) => {
        const own = MRZ_ALPHABET.indexOf(mrz[0]?.[index] as string);
        let other = -2;
        for (let c = 0; c < score.length; c++)
          if (c !== own) other = Math.max(other, score[c] as number);
        sum += (score[own] as number) - other;
      });
      return sum / cells.length;
    };
    const before = margin(scores[0] as Float32Array[]);
    const after = margin(adapted[0] as Float32Array[]);
    expect(after).toBeGreaterThan(before);
  }, 60_000);

  it('finds the grid of a small, blurred print whose glyphs run into one another', async () => {
    // A page photographed at a third of its size and blurred (σ 1.5), enlarged back to
    // its straightened width: at the usual ink contrast its glyphs make a few long shapes.
    const { band } = await specimen('icao-td3.passport.crisp.jpg');
    const grid = segmentMrz(await softened(band, { shrink: 3.5, blur: 1.5 }));
    expect(grid?.shape).toBe('TD3');
    expect(grid?.lines.map((line) => line.centres.length)).toEqual([44, 44]);
  }, 60_000);

  it('finds no MRZ where there is none', async () => {
    const { band } = await specimen('icao-td1.id-back.crisp.jpg');
    const blank = { ...band, data: new Uint8Array(band.data.length).fill(235) };
    expect(await readMrz(blank)).toBeNull();
  }, 60_000);
  it('reads a line whose grid took a mark beside the MRZ for its first cell', async () => {
    const { mrz, band } = await specimen('icao-td1.id-back.crisp.jpg');
    // A stroke like an I one pitch left of the first line's first glyph: its grid starts
    // there and reads II<UTOD2314... one cell out of step.
    const read = await readMrz(markedLeftOf(band, 0, 'I'));
    expect(read?.reader).toBe('ocr-b-glyphs');
    expect(read?.lines).toEqual(mrz);
    // Tesseract reads the stroke too: the realigned line is not confirmed, so not valid.
    expect(read?.errors.map((e) => e.error)).toEqual(['unconfirmed repair']);
  }, 60_000);

  it("puts a card's names line in step whose grid took a mark left of it for its first cells", async () => {
    const { mrz, band } = await specimen('icao-td1.id-back.crisp.jpg');
    // A mark like a T one pitch left of the names' first glyph: their grid starts there
    // and reads TERIKSSON<<ANNA... one cell early, as no check digit would notice.
    const marked = markedLeftOf(band, 2, 'T');
    const grid = segmentMrz(marked);
    const [first] = grid?.lines[0]?.centres ?? [];
    const pitch = grid?.lines[2]?.pitch ?? 0;
    expect(Math.abs((grid?.lines[2]?.centres[0]?.x ?? 0) - (first?.x ?? 0))).toBeLessThan(
      pitch / 3,
    );
    const read = await readMrz(marked);
    expect(read?.lines).toEqual(mrz);
  }, 60_000);

  it("does not make a document's own templates from a cell its check digit cannot vouch for", () => {
    const lines = [
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    // The document number's 0 (line 0, cell 13) washed by glare: a U scores just above it.
    // U counts 30, 0 counts 0: the check digit passes either way.
    const scores = lines.map((line, l) =>
      [...line].map((printed, i) => {
        const cell = new Float32Array(MRZ_ALPHABET.length).fill(0.3);
        cell[MRZ_ALPHABET.indexOf(printed)] = 0.9;
        if (l === 0 && i === 13) cell[MRZ_ALPHABET.indexOf('U')] = 0.93;
        return cell;
      }),
    );
    const decoded = decodeMrz('TD1', scores);
    expect(decoded.lines[0]).toBe('I<UTOD2314589U7<<<<<<<<<<<<<<<');
    expect(decoded.doubtful).toContainEqual([0, 13]);
    const trusted = trustedCells('TD1', decoded.lines, scores, decoded.doubtful);
    const at = (line: number, index: number) =>
      trusted.some((cell) => cell.line === line && cell.index === index);
    expect(at(0, 13)).toBe(false);
    // The rest of the field and its check digit are still the document's own glyphs.
    expect([5, 6, 7, 8, 9, 10, 11, 12, 14].every((index) => at(0, index))).toBe(true);
  });

  it("makes a document's own 0 from a date's 0 that an O template scores a little higher", () => {
    const lines = ['ARITABIANCHI<<ANNA<MARIA<<<<<<<<<<<<', 'TKW0786051ITA4604152F3408272<<<<<<<6'];
    // Every 0 of the print scores a little under an O (a blurred TD2 under glare): in the
    // dates, where only digits go, the 0 is read, and its field's check digit vouches for it.
    const scores = lines.map((line) =>
      [...line].map((printed) => {
        const cell = new Float32Array(MRZ_ALPHABET.length).fill(0.3);
        cell[MRZ_ALPHABET.indexOf(printed)] = 0.9;
        if (printed === '0') cell[MRZ_ALPHABET.indexOf('O')] = 0.92;
        return cell;
      }),
    );
    const decoded = decodeMrz('TD2', scores);
    expect(decoded.lines[1]?.slice(13, 19)).toBe('460415');
    const trusted = trustedCells('TD2', decoded.lines, scores, decoded.doubtful);
    const at = (line: number, index: number) =>
      trusted.some((cell) => cell.line === line && cell.index === index);
    // The birth date (line 1, cells 13-19, its 0 at 15) and the expiry (21-27, its 0 at 23).
    expect([13, 14, 15, 16, 17, 18, 19].every((index) => at(1, index))).toBe(true);
    expect(at(1, 23)).toBe(true);
  });
});

/**
 * The strip resampled so its print is a third wider at the right than at the left (a
 * perspective the warp left in): x' grows as x + grow * x² / 2W, the width kept.
 */
function inPerspective(band: TGreyImage, grow = 0.3): TGreyImage {
  const { width, height } = band;
  const data = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    const from = ((Math.sqrt(1 + (grow * (2 + grow) * x) / width) - 1) * width) / grow;
    const left = Math.min(width - 1, Math.floor(from));
    const right = Math.min(width - 1, left + 1);
    const t = from - Math.floor(from);
    for (let y = 0; y < height; y++) {
      const a = band.data[y * width + left] as number;
      const b = band.data[y * width + right] as number;
      data[y * width + x] = Math.round(a + (b - a) * t);
    }
  }
  return { width, height, data };
}

/**
 * The band with a dark mark one pitch left of line `at`'s first glyph: a stroke like an I,
 * or with a bar across its top like a T.
 */
function markedLeftOf(band: TGreyImage, at: number, like: 'I' | 'T'): TGreyImage {
  const line = segmentMrz(band)?.lines[at];
  if (!line) throw new Error('no grid in the band');
  const { x, y } = line.centres[0] as { x: number; y: number };
  const data = band.data.slice();
  const left = Math.round(x - line.pitch);
  const top = Math.round(y - line.height / 2);
  for (let row = top; row < Math.round(y + line.height / 2); row++) {
    data.fill(30, row * band.width + left - 1, row * band.width + left + 2);
  }
  const half = Math.round(line.pitch / 3);
  for (let row = top; like === 'T' && row < top + 3; row++) {
    data.fill(30, row * band.width + left - half, row * band.width + left + half);
  }
  return { ...band, data };
}
