import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDevelopmentFront } from '../scripts/development-designs.ts';
import { DEVELOPMENT_FONTS, drawSample } from '../scripts/development-draw.ts';
import { FACE_FIXTURES_DIR } from '../scripts/face-fixtures.ts';
import { FIXTURES_DIR } from '../testing/generate-fixtures.ts';
import { FIXTURE_IDENTITIES } from '../testing/identities.ts';
import { photograph, type TShot } from '../testing/photograph.ts';
import { analyseImage } from './analyse-image.ts';
import { detectFace } from './face/detect-face.ts';
import { closeOcr } from './mrz/tesseract.ts';

afterAll(closeOcr);

const fixture = async (file: string) =>
  new Uint8Array(await readFile(path.join(FIXTURES_DIR, file)));

/** A development design's front of one tuning identity, photographed as `shot` says. */
async function photographedFront(
  identity: string,
  design: Parameters<typeof renderDevelopmentFront>[1],
  shot: TShot,
  seed: number,
) {
  const holder = FIXTURE_IDENTITIES.find((candidate) => candidate.id === identity);
  if (!holder) throw new Error(`no ${identity} identity`);
  return (await photograph(await renderDevelopmentFront(holder, design), shot, seed)).jpeg;
}

/** What `npm run vision` prints, one kind of image each. */
describe('analyseImage', () => {
  it('finds the portrait and reads the page of a passport, its MRZ checked against it', async () => {
    const analysis = await analyseImage(await fixture('gbr-passport.passport.crisp.jpg'));
    expect(analysis.kind).toBe('passport');
    expect(analysis.document).toMatchObject({
      documenttype: 'pasaporte / passport',
      portrait: true,
    });
    // Not asked for: FaceRes does not run (the descriptor is most of a portrait's cost).
    expect(analysis.face?.embeddingLength).toBe(0);
    expect(analysis.embedding).toBeNull();
    expect(analysis.mrz).toMatchObject({ valid: true, reader: 'ocr-b-glyphs' });
    expect(analysis.crossCheck?.fields.lastName).toBe('match');
    expect(analysis.crossCheck?.consistent).toBe(true);
  }, 60_000);

  it("gives the portrait's descriptor when asked: the face detection's own", async () => {
    const page = await fixture('esp-passport.passport.crisp.jpg');
    const analysis = await analyseImage(page, { readText: false, embedding: true });
    expect(analysis.document?.portrait).toBe(true);
    expect(analysis.embedding).toEqual((await detectFace(page)).embedding);
    expect(analysis.embedding).toHaveLength(1024);
  }, 60_000);

  it("reads a card front's printed fields and a card back's address", async () => {
    const front = await analyseImage(await fixture('esp-dni-1.id-front.crisp.jpg'));
    expect(front.kind).toBe('id-front');
    expect(front.document?.portrait).toBe(true);
    expect(front.text).toMatchObject({ firstName: 'CARMEN', idNumber: '99999999R' });
    const back = await analyseImage(await fixture('esp-dni-1.id-back.crisp.jpg'));
    expect(back.kind).toBe('id-back');
    expect(back.face).toBeNull();
    expect(back.mrz?.fields.icarAddress).toMatch(/ARTISTAS 43/);
  }, 60_000);

  it("reads a back's address early when a back is expected, and a front as ever", async () => {
    const backFile = await fixture('esp-dni-1.id-back.crisp.jpg');
    const back = await analyseImage(backFile, { expect: 'id-back' });
    expect(back.kind).toBe('id-back');
    expect(back.text).toEqual((await analyseImage(backFile)).text);
    // The front shown while the back is awaited: the early read is dropped, the front read.
    const front = await analyseImage(await fixture('esp-dni-1.id-front.crisp.jpg'), {
      expect: 'id-back',
    });
    expect(front.kind).toBe('id-front');
    expect(front.text).toMatchObject({ firstName: 'CARMEN', idNumber: '99999999R' });
  }, 60_000);

  it('takes a card whose photograph the face fills for a front', async () => {
    // A development design (scripts/development-designs.ts): the portrait on the right, a
    // third of the card wide, the face filling it, as on a Spanish DNI. Human's box is then
    // half the card wide; the face's landmarks make it the card's portrait.
    const shot: TShot = {
      name: 'large',
      scale: 0.54,
      rotation: -6.8,
      tilt: 0.12,
      blur: 0,
      light: 1.04,
      background: 'plain',
      falloff: 0.5,
      falloffAngle: 42,
      jpegQuality: 94,
    };
    const jpeg = await photographedFront(
      'ita-cie',
      {
        design: 'delta',
        face: 65,
        portrait: 'photo',
        hue: 291,
        mrzLeft: false,
      },
      shot,
      15,
    );
    const large = await analyseImage(jpeg, { readText: false });
    expect(large.kind).toBe('id-front');
    expect(large.document?.portrait).toBe(true);
  }, 60_000);

  it("finds a small card's portrait within the card's outline, where the frame is too large to show it", async () => {
    // A card a third of the frame wide, its portrait engraved grey: the detector, which
    // sees the whole frame scaled to its input, finds no face; within the outline it does.
    const shot: TShot = {
      name: 'small',
      scale: 0.3,
      rotation: 5,
      tilt: 0,
      perspective: { degrees: 7, axis: 80 },
      blur: 0,
      light: 0.98,
      background: 'clutter',
      jpegQuality: 60,
    };
    const jpeg = await photographedFront(
      'ita-cie',
      {
        design: 'orbit',
        face: 3,
        portrait: 'engraved',
        hue: 200,
        mrzLeft: false,
      },
      shot,
      42,
    );
    expect((await detectFace(jpeg, { describe: false })).detected).toBe(false);
    const small = await analyseImage(jpeg, { readText: false });
    expect(small.kind).toBe('id-front');
    expect(small.document?.portrait).toBe(true);
  }, 60_000);

  it('finds a faded portrait under dim light within the card, its levels stretched', async () => {
    // A card most of the frame wide, its portrait printed faded and the room dim: the
    // detector finds no face in the frame, nor in the card's crop as it is; stretched to
    // the full range of tones, the crop shows it.
    const shot: TShot = {
      name: 'dim',
      scale: 0.9,
      rotation: 2.6,
      tilt: 0,
      blur: 0,
      light: 0.4,
      background: 'clutter',
      falloff: 0.51,
      jpegQuality: 58,
    };
    const jpeg = await photographedFront(
      'ita-cie',
      {
        design: 'sigma',
        face: 0,
        portrait: 'faded',
        hue: 160,
        mrzLeft: false,
      },
      shot,
      42,
    );
    expect((await detectFace(jpeg, { describe: false })).detected).toBe(false);
    const dim = await analyseImage(jpeg, { readText: false });
    expect(dim.kind).toBe('id-front');
    expect(dim.document?.portrait).toBe(true);
  }, 60_000);

  it('finds a tinted card on white paper by its colour when its grey outline is lost', async () => {
    // A lilac card with an engraved portrait on a sheet of paper: in grey its edges melt
    // into the paper (no outline), and the frame is too large for the detector to see the
    // portrait; the card stands out in colourfulness, and within that outline it does.
    const shot: TShot = {
      name: 'paper',
      scale: 0.58,
      rotation: 0.8,
      tilt: 0,
      blur: 0,
      light: 0.92,
      background: 'paper',
      noise: 10,
      jpegQuality: 70,
    };
    const jpeg = await photographedFront(
      'esp-nie',
      {
        design: 'orbit',
        face: 1,
        portrait: 'engraved',
        hue: 280,
        mrzLeft: false,
      },
      shot,
      7,
    );
    const onPaper = await analyseImage(jpeg, { readText: false });
    expect(onPaper.kind).toBe('id-front');
    expect(onPaper.document?.portrait).toBe(true);
  }, 60_000);

  it('tells a card front by its print when its outline and its portrait are both lost', async () => {
    // A light card with a faded portrait on white paper under bright light: no outline, no
    // face. Its printed lines are read where they cluster: the card's title and its fields.
    const shot: TShot = {
      name: 'paper',
      scale: 0.45,
      rotation: 3.9,
      tilt: 0,
      perspective: { degrees: 8, axis: 30 },
      blur: 0.5,
      light: 1.25,
      background: 'paper',
      noise: 6,
      jpegQuality: 70,
    };
    const jpeg = await photographedFront(
      'ita-cie',
      { design: 'sigma', face: 2, portrait: 'faded', hue: 20, mrzLeft: false },
      shot,
      3,
    );
    // Without reading the print the engine sees nothing there.
    expect((await analyseImage(jpeg, { readText: false })).kind).toBe('none');
    const front = await analyseImage(jpeg);
    expect(front.kind).toBe('id-front');
    expect(front.document).toMatchObject({ portrait: false, detected: true });
    expect(front.document?.confidence).toBeGreaterThanOrEqual(0.75);
    expect(front.text).toMatchObject({ lastName: 'BIANCHI', birthDate: '1965-02-23' });
    expect(front.mrz).toBeNull();
  }, 60_000);

  it('takes an invoice on a card-shaped outline for no front once its print is read', async () => {
    // A card-sized invoice on a dark cloth: its outline alone makes it a front, as any card
    // without an MRZ; its print, read plainly, is prose with dates and names and no title.
    const invoice = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" fill="#fbfaf5"/><g font-family="DejaVu Sans" fill="#222"><text x="40" y="60" font-size="34" font-weight="bold">FACTURA Nº 2026/0042</text><text x="40" y="110" font-size="20">Fecha: 12.03.2026</text><text x="40" y="140" font-size="20">Vencimiento: 12.04.2026</text><text x="40" y="190" font-size="22" font-weight="bold">JUAN GARCIA LOPEZ</text><text x="40" y="250" font-size="18">Calle Mayor 5, 28013 Madrid</text><text x="40" y="300" font-size="18">Concepto          Importe</text><text x="40" y="330" font-size="18">Suministro eléctrico de febrero   45,20 €</text><text x="40" y="400" font-size="22" font-weight="bold">TOTAL 54,69 €</text></g></svg>`;
    const shot: TShot = {
      name: 'invoice',
      scale: 0.6,
      rotation: 2,
      tilt: 0,
      blur: 0,
      light: 1,
      background: 'plain',
      jpegQuality: 80,
    };
    const { jpeg } = await photograph(await sharp(Buffer.from(invoice)).png().toBuffer(), shot, 8);
    expect((await analyseImage(jpeg, { readText: false })).kind).toBe('id-front');
    const read = await analyseImage(jpeg);
    expect(read.kind).toBe('none');
    expect(read.document).toBeNull();
    expect(read.text).toBeNull();
  }, 60_000);

  it("takes a card held beside its holder's face for a front by its print, the face not its portrait", async () => {
    // A card on a cloth, its photograph faded past the detector, and a face in the frame's
    // corner: the face lies outside the card's traced outline, so the card's print does not
    // make it the card's portrait; the print makes the card a front with no portrait, and no
    // descriptor is given (a selfie matched with the holder's face would pass whatever the card).
    const shot: TShot = {
      name: 'held',
      scale: 0.42,
      rotation: 3,
      tilt: 0,
      blur: 0,
      light: 1.15,
      background: 'plain',
      jpegQuality: 80,
    };
    const card = await photographedFront(
      'ita-cie',
      { design: 'sigma', face: 2, portrait: 'faded', hue: 20, mrzLeft: false },
      shot,
      5,
    );
    const face = await sharp(path.join(FACE_FIXTURES_DIR, 'faceid.jpg'))
      .extract({ left: 172, top: 82, width: 296, height: 296 })
      .resize(160, 160)
      .toBuffer();
    const frame = new Uint8Array(
      await sharp(card)
        .composite([{ input: face, left: 10, top: 550 }])
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    expect((await analyseImage(frame, { readText: false })).kind).toBe('face');
    const held = await analyseImage(frame, { embedding: true });
    expect(held.kind).toBe('id-front');
    expect(held.face?.detected).toBe(true);
    expect(held.document?.portrait).toBe(false);
    expect(held.embedding).toBeNull();
    expect(held.text?.lastName).toBe('BIANCHI');
  }, 60_000);

  it('reads no text in a selfie', async () => {
    const selfie = await analyseImage(
      new Uint8Array(await readFile(path.join(FACE_FIXTURES_DIR, 'detect-1.jpg'))),
    );
    expect(selfie.kind).toBe('face');
    expect(selfie.text).toBeNull();
    expect(selfie.mrz).toBeNull();
  }, 60_000);

  it('takes a selfie before a bookshelf for a face, not for a card front with a portrait', async () => {
    // A webcam frame: the face large in the middle, books behind. The busy background
    // outlines the whole frame as a "document"; the face is not that document's portrait.
    const books = Array.from(
      { length: 16 },
      (_, i) =>
        `<rect x="${8 + i * 10}" y="${40 + (i % 3) * 6}" width="7" height="${90 - (i % 3) * 6}" fill="hsl(${i * 47},40%,${35 + (i % 4) * 8}%)"/>`,
    ).join('');
    const room = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#8a847c"/>${books}<rect x="0" y="130" width="180" height="8" fill="#5a4634"/></svg>`;
    const face = await sharp(path.join(FACE_FIXTURES_DIR, 'faceid.jpg'))
      .extract({ left: 172, top: 82, width: 296, height: 296 })
      .resize(280, 280)
      .toBuffer();
    const frame = await sharp(Buffer.from(room))
      .composite([{ input: face, left: 180, top: 80 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const analysis = await analyseImage(new Uint8Array(frame), { readText: false });
    expect(analysis.kind).toBe('face');
    expect(analysis.document).toBeNull();
  }, 60_000);
});

/**
 * Card fronts of the development set that were told `none`: the face
 * detector found their portraits neither in the frame nor in the card's whole outline.
 */
describe('development photographs: small and faded card portraits', () => {
  const sample = async (number: number) => {
    const { jpeg, sample } = await drawSample(number, {}, DEVELOPMENT_FONTS, `${number}.jpg`);
    return { jpeg: new Uint8Array(jpeg), truth: sample };
  };

  it("finds a far card's portrait in a square of the frame's height", async () => {
    // A card a third of the frame wide on white paper, blurred: the 16:9 frame shrunk to
    // the detector's square input leaves its portrait's face a few pixels wide.
    const { jpeg, truth } = await sample(170_444);
    expect(truth.kind).toBe('id-front');
    expect((await detectFace(jpeg, { describe: false })).detected).toBe(false);
    const analysis = await analyseImage(jpeg);
    expect(analysis.kind).toBe('id-front');
    expect(analysis.document?.portrait).toBe(true);
  }, 120_000);

  it("finds a faded portrait where a card's portrait sits, at one end of the card", async () => {
    // The card half the frame wide, its portrait washed out by light and glare: the whole
    // card, shrunk to the detector's input, hides the face; a square of the card's height
    // at its right end shows it.
    const { jpeg, truth } = await sample(170_314);
    expect(truth.kind).toBe('id-front');
    const analysis = await analyseImage(jpeg);
    expect(analysis.kind).toBe('id-front');
    expect(analysis.document?.portrait).toBe(true);
    const box = analysis.face?.box;
    // Within the card's right half, where its portrait is printed.
    expect(box && box.x > 640 && box.x + box.width < 920).toBe(true);
  }, 120_000);
});

describe('development photographs: a portrait boxed with its print', () => {
  it("finds a card's portrait within the card when the frame's face box was the whole print", async () => {
    // A blurred card on a dark desk, its portrait a small face over a dark bust: in the
    // whole frame the detector boxed the print, 0.6 of the card wide (no portrait's size),
    // and the image was taken for a selfie; within the card, at one end, the face is boxed
    // at its size.
    const { jpeg, sample } = await drawSample(190_449, {}, DEVELOPMENT_FONTS, '449.jpg');
    expect(sample.kind).toBe('id-front');
    const analysis = await analyseImage(new Uint8Array(jpeg));
    expect(analysis.kind).toBe('id-front');
    expect(analysis.document?.portrait).toBe(true);
    expect(analysis.face?.box?.width).toBeLessThan(120);
  }, 120_000);
});

describe('development photographs: an engraved passport portrait', () => {
  it("finds a passport page's engraved portrait within the page", async () => {
    // A page a third of the frame wide, its portrait engraved (fine lines, no tones): the
    // whole frame, shrunk to the detector's input, shows no face; the page does.
    const { jpeg, sample } = await drawSample(90_391, {}, DEVELOPMENT_FONTS, '391.jpg');
    expect(sample.kind).toBe('passport');
    expect(sample.design).toBe('orbit engraved');
    expect((await detectFace(new Uint8Array(jpeg), { describe: false })).detected).toBe(false);
    const analysis = await analyseImage(new Uint8Array(jpeg), { readText: false });
    expect(analysis.kind).toBe('passport');
    expect(analysis.document?.portrait).toBe(true);
  }, 120_000);
});
