import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseDocument } from '../document/analyse-document.ts';
import { FIXTURES_DIR, loadFixtures } from '../fixtures/generate-fixtures.ts';
import { decodeGrey } from '../image.ts';
import { readMrz, readWithTesseract } from './read-mrz.ts';
import { closeOcr } from './tesseract.ts';

afterAll(closeOcr);

/** The MRZ strip of a crisp fixture, as analyseDocument cuts it. */
async function bandOf(file: string) {
  const result = await analyseDocument(await fs.readFile(path.join(FIXTURES_DIR, file)), {
    returnImages: true,
  });
  if (!result?.mrzImage) throw new Error(`no MRZ strip in ${file}`);
  return decodeGrey(result.mrzImage, null);
}

describe('MRZ readers', () => {
  it('reads the ICAO TD1 specimen from its glyphs, and with tesseract as the fallback', async () => {
    const fixture = (await loadFixtures()).find((f) => f.file === 'icao-td1.id-back.crisp.jpg');
    const band = await bandOf('icao-td1.id-back.crisp.jpg');
    const glyphs = await readMrz(band);
    expect(glyphs?.reader).toBe('ocr-b-glyphs');
    expect(glyphs?.lines).toEqual(fixture?.mrz);
    const text = await readWithTesseract(band);
    expect(text?.reader).toBe('tesseract');
    expect(text?.valid).toBe(true);
    expect(text?.fields.icarDocNumber).toBe('D23145890');
  }, 60_000);

  it('finds no MRZ where there is none', async () => {
    const band = await bandOf('icao-td1.id-back.crisp.jpg');
    const blank = { ...band, data: new Uint8Array(band.data.length).fill(235) };
    expect(await readMrz(blank)).toBeNull();
  }, 60_000);
});
