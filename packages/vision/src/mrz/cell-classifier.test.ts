import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../document/analyse-document.ts';
import { FIXTURES_DIR, loadFixtures } from '../fixtures/generate-fixtures.ts';
import { decodeGrey } from '../image.ts';
import { classifyCells } from './cell-classifier.ts';
import { MRZ_ALPHABET, scoreCells } from './read-cells.ts';
import { segmentMrz } from './segment-mrz.ts';

const argmax = (values: Float32Array) => values.indexOf(Math.max(...values));

describe('the MRZ cell classifier', () => {
  it('reads the cells of a small, soft, compressed print with far fewer errors than the templates', async () => {
    const file = 'icao-td3.passport.crisp.jpg';
    const mrz = (await loadFixtures()).find((f) => f.file === file)?.mrz;
    const result = await analyseDocument(await fs.readFile(path.join(FIXTURES_DIR, file)), {
      returnImages: true,
    });
    if (!mrz || !result?.mrzImage) throw new Error(`no MRZ in ${file}`);
    const band = await decodeGrey(result.mrzImage, null);
    // A print a third the size, blurred, compressed hard and enlarged back: a page far from
    // the camera, as a cheap webcam sends it.
    const small = await sharp(band.data, {
      raw: { width: band.width, height: band.height, channels: 1 },
    })
      .resize({ width: Math.round(band.width / 3) })
      .blur(0.8)
      .jpeg({ quality: 30 })
      .toBuffer();
    const soft = await sharp(small)
      .resize({ width: band.width, height: band.height, fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    const grid = segmentMrz({ ...band, data: new Uint8Array(soft) });
    if (!grid) throw new Error('no grid in the softened band');
    const wrong = (cells: Float32Array[][]) =>
      cells.flatMap((line, l) =>
        line.filter((scores, i) => MRZ_ALPHABET[argmax(scores)] !== mrz[l]?.[i]),
      ).length;
    const byClassifier = wrong(classifyCells(grid));
    const byTemplates = wrong(scoreCells(grid, 0));
    // At the time of writing 3 cells of 88 wrong against the templates' 25.
    expect(byClassifier).toBeLessThanOrEqual(5);
    expect(byClassifier * 3).toBeLessThan(byTemplates);
    // Log-probabilities: each cell's sum to one.
    const [first] = classifyCells(grid)[0] ?? [];
    expect([...(first ?? [])].reduce((sum, lp) => sum + Math.exp(lp), 0)).toBeCloseTo(1, 4);
  }, 60_000);
});
