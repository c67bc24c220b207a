import { describe, expect, it } from 'vitest';
import { softened, specimen } from '../../testing/mrz-specimen.ts';
import { classifyCells } from './cell-classifier.ts';
import { MRZ_ALPHABET, scoreCells } from './read-cells.ts';
import { segmentMrz } from './segment-mrz.ts';

const argmax = (values: Float32Array) => values.indexOf(Math.max(...values));

describe('the MRZ cell classifier', () => {
  it('reads the cells of a small, soft, compressed print with far fewer errors than the templates', async () => {
    const { mrz, band } = await specimen('icao-td3.passport.crisp.jpg');
    if (!mrz) throw new Error('no MRZ in the specimen');
    // A print a third the size, blurred, compressed hard and enlarged back: a page far from
    // the camera, as a cheap webcam sends it.
    const grid = segmentMrz(await softened(band, { shrink: 3, blur: 0.8, jpegQuality: 30 }));
    if (!grid) throw new Error('no grid in the softened band');
    const wrong = (cells: Float32Array[][]) =>
      cells.flatMap((line, l) =>
        line.filter((scores, i) => MRZ_ALPHABET[argmax(scores)] !== mrz[l]?.[i]),
      ).length;
    const byClassifier = wrong(classifyCells(grid));
    const byTemplates = wrong(scoreCells(grid, 0));
    // At the time of writing 0 cells of 88 wrong, against
    // the templates' 25.
    expect(byClassifier).toBeLessThanOrEqual(5);
    expect(byClassifier * 3).toBeLessThan(byTemplates);
    // Log-probabilities: each cell's sum to one.
    const [first] = classifyCells(grid)[0] ?? [];
    expect([...(first ?? [])].reduce((sum, lp) => sum + Math.exp(lp), 0)).toBeCloseTo(1, 4);
  }, 60_000);
});
