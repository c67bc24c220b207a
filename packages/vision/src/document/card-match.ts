import type { TRgbImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';

type TMat = InstanceType<TCv['Mat']>;

/**
 * How alike two straightened cards' print is: the luminance band-passed (the card's light,
 * its reflections and its blur taken out, its lines and letters kept), the first card's
 * inner part looked for in the second within a few pixels either way and the second also
 * turned half round (a card held upside down); the best normalised correlation, -1..1.
 */
export async function printSimilarity(a: TRgbImage, b: TRgbImage): Promise<number> {
  const first = await bandPassed(a);
  const second = await bandPassed(b);
  try {
    return await bandSimilarity(first, second);
  } finally {
    first.delete();
    second.delete();
  }
}

/** printSimilarity of two cards already band-passed (bandPassed). */
export async function bandSimilarity(first: TMat, second: TMat): Promise<number> {
  const { cv } = await loadOpenCv();
  const turned = new cv.Mat();
  const result = new cv.Mat();
  const inset = Math.round(first.cols * INSET);
  const inner = first.roi(
    new cv.Rect(inset, inset, first.cols - 2 * inset, first.rows - 2 * inset),
  );
  try {
    cv.flip(second, turned, -1);
    let best = -1;
    for (const candidate of [second, turned]) {
      cv.matchTemplate(candidate, inner, result, cv.TM_CCOEFF_NORMED);
      for (const value of result.data32F) best = Math.max(best, value);
    }
    return best;
  } finally {
    for (const mat of [turned, result, inner]) mat.delete();
  }
}

/** The share of the card's width its match may be off by either way (the outlines' slack). */
const INSET = 0.03;
/** The band kept: finer than the card's light, coarser than the sensor's noise (sigmas, px). */
const BAND = { fine: 1, coarse: 6 } as const;

/** The card's luminance band-passed (see printSimilarity), as 32-bit floats; the caller deletes it. */
export async function bandPassed(card: TRgbImage): Promise<TMat> {
  const { cv } = await loadOpenCv();
  const rgb = cv.matFromArray(card.height, card.width, cv.CV_8UC3, card.data);
  const grey = new cv.Mat();
  const fine = new cv.Mat();
  const coarse = new cv.Mat();
  try {
    cv.cvtColor(rgb, grey, cv.COLOR_RGB2GRAY);
    grey.convertTo(grey, cv.CV_32F);
    cv.GaussianBlur(grey, fine, new cv.Size(0, 0), BAND.fine);
    cv.GaussianBlur(grey, coarse, new cv.Size(0, 0), BAND.coarse);
    cv.subtract(fine, coarse, fine);
    return fine.clone();
  } finally {
    for (const mat of [rgb, grey, fine, coarse]) mat.delete();
  }
}
