import sharp from 'sharp';
import { detectFace, type TFaceBox } from '../face/detect-face.ts';
import type { TRgbImage } from '../image.ts';
import { cardColours, changedBetween, colourSpread, type TCardColours } from './card-colours.ts';
import { findCards, onStraightened, straighten, type TCardFrame } from './card-frames.ts';
import { bandPassed, bandSimilarity } from './card-match.ts';
import { alignedOver, cardMotion, type TRegion } from './card-motion.ts';
import { addSpectra, emptySpectrum, PATCH, spectralPeak } from './card-spectrum.ts';
import { CARD_ASPECT, type TPoint } from './find-document.ts';
import { bezelShare } from './screen-bezel.ts';

/** The straightened card the colours, the motion and the print are compared on, px. */
const COMPARED = { width: 320, height: Math.round(320 / CARD_ASPECT) };
/** The straightened front its portrait is looked for on, when the caller did not say, px. */
const DETAIL = { width: 640, height: Math.round(640 / CARD_ASPECT) };
/** rg-chromaticity change that counts as a pixel's colour change (as the hologram check's). */
const COLOUR_CHANGE = 0.05;
/** Relative luminance change that counts as a pixel's light change (a reflection passing). */
const LIGHT_CHANGE = 0.12;
/** The colour spread's quantile: the card's most colourful twentieth. */
const SPREAD_SHARE = 0.95;
/** Spectra: cycles a patch from which a chroma peak, and a luminance peak, is a pattern. */
const MOIRE_FROM = 8;
const GRID_FROM = PATCH / 6;

/** What the detector is given: the card front's capture and the hologram burst's frames. */
export interface TDocumentPresenceInput {
  /** The front's frame as captured (null: the burst alone is judged). */
  front: Uint8Array | null;
  /** The front card's corners in its frame, when the caller found them already. */
  frontCorners?: TPoint[] | null;
  /**
   * The front's portrait: the face's box in the front's frame, px (TImageAnalysis.face.box);
   * null when none was found. When not given, it is looked for on the straightened front.
   */
  portrait?: TFaceBox | null;
  /** The burst's frames, the card tilted from side to side. */
  frames: Uint8Array[];
}

/** What each measure saw (docs/vision.md, "Document presentation attacks"). */
export interface TDocumentPresenceMeasures {
  /** Burst frames in which a card-shaped outline was found. */
  cardFrames: number;
  /** Whether the front's card was found. */
  frontFound: boolean;
  /** SCREEN: the strongest narrow peak of the card's colour spectrum (subpixels, moiré). */
  moire: number;
  /** SCREEN or COPY: the strongest narrow peak of its luminance spectrum (a grid's rows, dots). */
  grid: number;
  /** SCREEN: the share of directions with a near-black frame around the card and light past it. */
  bezel: number;
  /** COPY: the share of the card whose colour changed across the burst (its OVI). */
  colourChange: number;
  /** COPY: the share of the card whose light changed across the burst (a reflection passing). */
  lightChange: number;
  /** COPY: how far the card's most colourful part is from its median colour (rg distance). */
  colourSpread: number;
  /** CUTOUT: how far the portrait slid against the rest of the card across the burst, px (null: no portrait). */
  portraitSlide: number | null;
  /** OTHER_CARD: the best print similarity between the front and a burst frame (-1..1). */
  sameCard: number | null;
}

/** The measures of a front and its burst; `ms` the time they took. */
export async function measureDocumentPresence(
  input: TDocumentPresenceInput,
): Promise<TDocumentPresenceMeasures & { ms: number }> {
  const started = performance.now();
  const given = input.front ? [input.front, ...input.frames] : input.frames;
  const found = await findCards(given, input.front ? [input.frontCorners] : [], {
    cardShaped: true,
  });
  const front = input.front ? (found.find((card) => card.index === 0) ?? null) : null;
  const burst = found.filter((card) => card !== front);
  // Three frames of the burst stand for it in its spectra: its ends and middle.
  const ends = [0, burst.length >> 1, burst.length - 1]
    .filter((at, i, all) => at < burst.length && all.indexOf(at) === i)
    .flatMap((at) => (burst[at] ? [burst[at]] : []));
  const screen = await screenMeasures(front ? [front, ...ends] : ends);
  const straight = await Promise.all(burst.map((card) => straighten(card, COMPARED)));
  const compared = await Promise.all(straight.map((card) => bandPassed(card)));
  try {
    const portrait = front ? await portraitOnCard(front, input.portrait) : null;
    const colours = await Promise.all(straight.map((card) => cardColours(card)));
    const change = await burstChange(straight, colours, compared, portrait);
    return {
      cardFrames: burst.length,
      frontFound: Boolean(front),
      ...screen,
      colourChange: change.colourChange,
      lightChange: change.lightChange,
      colourSpread: round(Math.max(0, ...colours.map((card) => colourSpread(card, SPREAD_SHARE)))),
      portraitSlide: portrait ? change.portraitSlide : null,
      sameCard: front ? await sameCard(front, compared) : null,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    for (const mat of compared) mat.delete();
  }
}

type TMat = Awaited<ReturnType<typeof bandPassed>>;

/**
 * Where the front's portrait is on the straightened card (COMPARED): the caller's face box
 * mapped onto it, or the face looked for on the straightened front; null without one.
 */
async function portraitOnCard(
  front: TCardFrame,
  given: TFaceBox | null | undefined,
): Promise<TRegion | null> {
  if (given === null) return null;
  let box: TRegion | null = null;
  if (given) {
    const { x, y, width, height } = given;
    const corners = await onStraightened(front, COMPARED, [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + height },
      { x, y: y + height },
    ]);
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    box = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
  } else {
    const face = (
      await detectFace(await png(await straighten(front, DETAIL, 'linear')), PORTRAIT_SEARCH)
    ).box;
    const scale = COMPARED.width / DETAIL.width;
    box = face
      ? {
          x: face.x * scale,
          y: face.y * scale,
          width: face.width * scale,
          height: face.height * scale,
        }
      : null;
  }
  return box;
}

/** The face detector as a document's portrait needs it: its box only. */
const PORTRAIT_SEARCH = {
  widthFaceRect: 0,
  returnFaceImg: false,
  attributes: false,
  describe: false,
};

const png = (image: TRgbImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toBuffer();

/** Pixels of slack left between two frames aligned on their print. */
const ALIGNED_SLACK = 1;

/**
 * Between the burst's ends and its middle, each pair aligned on its print (cardMotion): the
 * most of the card whose colour, and whose light, changed, and the most its portrait slid
 * (0 when no pair could be aligned).
 */
async function burstChange(
  straight: TRgbImage[],
  colours: TCardColours[],
  compared: TMat[],
  portrait: TRegion | null,
) {
  const last = straight.length - 1;
  const middle = last >> 1;
  let [colourChange, lightChange, portraitSlide] = [0, 0, 0];
  for (const [a, b] of [
    [0, last],
    [0, middle],
    [middle, last],
  ] as const) {
    const [from, second] = [colours[a], straight[b]];
    const [bandA, bandB] = [compared[a], compared[b]];
    if (a === b || !from || !second || !bandA || !bandB) continue;
    const motion = await cardMotion(bandA, bandB, portrait);
    // A pair whose print could not be matched (an outline gone astray) says nothing.
    if (!motion.homography) continue;
    const to = await cardColours(await alignedOver(second, motion.homography));
    colourChange = Math.max(
      colourChange,
      changedBetween(from, to, 'rg', COLOUR_CHANGE, ALIGNED_SLACK),
    );
    lightChange = Math.max(
      lightChange,
      changedBetween(from, to, 'lum', LIGHT_CHANGE, ALIGNED_SLACK),
    );
    portraitSlide = Math.max(portraitSlide, motion.portraitSlide ?? 0);
  }
  return {
    colourChange: round(colourChange),
    lightChange: round(lightChange),
    portraitSlide: round(portraitSlide),
  };
}

/** The best print similarity between the front and a burst frame (one bad outline aside). */
async function sameCard(front: TCardFrame, cards: TMat[]): Promise<number | null> {
  if (cards.length === 0) return null;
  const printed = await bandPassed(await straighten(front, COMPARED));
  try {
    let best = -1;
    for (const card of cards) best = Math.max(best, await bandSimilarity(printed, card));
    return round(best);
  } finally {
    printed.delete();
  }
}

/** The pattern peaks over the given frames' cards, and the median bezel share. */
async function screenMeasures(cards: TCardFrame[]) {
  const spectrum = emptySpectrum();
  for (const card of cards) await addSpectra(card.frame, card.corners, spectrum);
  const bezels = cards.map(bezelShare).sort((a, b) => a - b);
  return {
    moire: round(spectralPeak(spectrum.chroma, MOIRE_FROM).peak),
    grid: round(spectralPeak(spectrum.lum, GRID_FROM).peak),
    bezel: round(bezels[bezels.length >> 1] ?? 0),
  };
}

const round = (value: number) => Number(value.toFixed(4));
