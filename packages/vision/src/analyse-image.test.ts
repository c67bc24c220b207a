import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FACE_FIXTURES_DIR } from '../scripts/face-fixtures.ts';
import { analyseImage } from './analyse-image.ts';
import { FIXTURES_DIR } from './fixtures/generate-fixtures.ts';
import { closeOcr } from './mrz/tesseract.ts';

afterAll(closeOcr);

const fixture = async (file: string) =>
  new Uint8Array(await readFile(path.join(FIXTURES_DIR, file)));

/** What `npm run vision` prints, one kind of image each. */
describe('analyseImage', () => {
  it('finds the portrait and reads the page of a passport, its MRZ checked against it', async () => {
    const analysis = await analyseImage(await fixture('gbr-passport.passport.crisp.jpg'));
    expect(analysis.kind).toBe('passport');
    expect(analysis.document).toMatchObject({
      documenttype: 'pasaporte / passport',
      portrait: true,
    });
    expect(analysis.face?.embeddingLength).toBe(1024);
    expect(analysis.mrz).toMatchObject({ valid: true, reader: 'ocr-b-glyphs' });
    expect(analysis.crossCheck?.fields.lastName).toBe('match');
    expect(analysis.crossCheck?.consistent).toBe(true);
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

  it('reads no text in a selfie', async () => {
    const selfie = await analyseImage(
      new Uint8Array(await readFile(path.join(FACE_FIXTURES_DIR, 'detect-1.jpg'))),
    );
    expect(selfie.kind).toBe('face');
    expect(selfie.text).toBeNull();
    expect(selfie.mrz).toBeNull();
  }, 60_000);
});
