import sharp from 'sharp';
import {
  analyseDocument,
  readDocumentText,
  type TDocumentKind,
  type TDocumentResult,
  type TPrintedAhead,
} from './document/analyse-document.ts';
import type { TCrossCheck } from './document/cross-check.ts';
import {
  findDocuments,
  insideQuad,
  type TDocumentQuad,
  type TPoint,
} from './document/find-document.ts';
import { frontAroundPortrait, isPortraitOf } from './document/front-around-portrait.ts';
import { documentOfPrint, frontByPrint } from './document/front-by-print.ts';
import { readsAsNoFront } from './document/front-evidence.ts';
import { PORTRAIT_MIN_OUTLINE_CONFIDENCE } from './document/portrait-outline.ts';
import type { TPrintedFields } from './document/read-printed.ts';
import {
  DETECTION_MAX_SIDE,
  detectFace,
  detectFaceInPixels,
  type TFaceBox,
  type TFaceDetection,
} from './face/detect-face.ts';
import {
  decodeImage,
  levelsOf,
  stretchLevels,
  type TDecodedImage,
  type TRgbImage,
} from './image.ts';
import type { TMrzFields } from './mrz/read-mrz.ts';
import {
  qualityOf,
  type TQuality,
  type TQualityThresholds,
  VIDEO_QUALITY,
} from './quality/measure-quality.ts';

export type TImageKind = 'face' | 'id-front' | 'id-back' | 'passport' | 'none';

/** What `npm run vision` prints for one image. */
export interface TImageAnalysis {
  kind: TImageKind;
  quality: TQuality;
  face:
    | (Omit<TFaceDetection, 'faceImage' | 'embedding' | 'landmarkBox'> & {
        embeddingLength: number;
      })
    | null;
  document: {
    documenttype: string;
    confidence: number;
    detected: boolean;
    corners: TPoint[];
    /** The front's portrait: the face found inside the document's outline. */
    portrait: boolean;
  } | null;
  mrz: {
    valid: boolean;
    format: string;
    lines: string[];
    errors: { field: string | null; error: string }[];
    fields: TMrzFields;
    spanishIdValid: boolean | null;
    reader: string;
    /** Glyph reads: the font whose templates fitted ('OCR B', or another monospace font). */
    font: string | null;
  } | null;
  /** Front OCR (a best effort with its own confidence), or a back's address. */
  text: TPrintedFields | null;
  /** The MRZ against the printed fields (a passport page; a card's front and back: cli). */
  crossCheck: TCrossCheck | null;
  /**
   * The face's FaceRes descriptor (a document's portrait: what a selfie is matched
   * against), when `options.embedding` asked for it; otherwise null.
   */
  embedding: number[] | null;
  ms: number;
}

export interface TAnalyseImageOptions {
  quality?: TQualityThresholds;
  /** Outline confidence from which a document without MRZ or portrait is a front. */
  frontConfidence?: number;
  /** Read the printed fields too (default true). */
  readText?: boolean;
  /** Return the face's descriptor too (default false: 1024 numbers). */
  embedding?: boolean;
  /** The side the caller waits for: a back's address is then read early (analyseDocument). */
  expect?: TDocumentKind;
  /**
   * The image is a document already straightened, upright, on a margin (the cropper's),
   * whose printed text is being read as this side: taken when the engine finds that side
   * the right way up.
   */
  printedAhead?: TPrintedAhead;
}

/**
 * Outline confidence from which a document without MRZ or portrait is a front: the spec's
 * frontConfidence default (TAnalyseImageOptions.frontConfidence overrides it).
 */
const FRONT_CONFIDENCE = 0.75;

/**
 * Everything the engine can say about one image: its quality, the face in it, the
 * document in it (side, outline, MRZ), and from those what kind of image it is.
 */
export async function analyseImage(
  image: Uint8Array,
  options: TAnalyseImageOptions = {},
): Promise<TImageAnalysis> {
  const started = performance.now();
  const decoded = await decodeImage(image, { rgbMaxSide: DETECTION_MAX_SIDE });
  const quality = qualityOf(decoded.analysis, options.quality ?? VIDEO_QUALITY);
  const readText = options.readText ?? true;
  let analysed = await analyseDocument(decoded.grey, {
    expect: readText ? options.expect : undefined,
  });
  // The printed text is read on tesseract's own thread while the face is looked for: for
  // the side the MRZ (or its absence) tells, used when the face leaves that side standing.
  const earlyFor = readText && analysed && (analysed.mrz || analysed.detected) ? analysed : null;
  // What was read ahead holds only for a document found upright (not turned round by its
  // MRZ, its top left corner in the top left quarter): else it is read again, as found.
  const upright = (document: TDocumentResult) => {
    const [topLeft] = document.corners;
    return Boolean(
      !document.turned &&
        topLeft &&
        topLeft.x < decoded.grey.width / 2 &&
        topLeft.y < decoded.grey.height / 2,
    );
  };
  const aheadFor = (document: TDocumentResult) =>
    options.printedAhead && upright(document) ? options.printedAhead : null;
  const early = earlyFor ? readDocumentText(earlyFor, aheadFor(earlyFor)) : null;
  early?.catch(() => undefined); // Awaited only when the side holds.
  const faceOptions = { describe: options.embedding === true };
  const found = await findPortrait(image, decoded, analysed, faceOptions);
  const { face, portrait } = found;
  analysed = found.analysed;
  const frontConfidence = options.frontConfidence ?? FRONT_CONFIDENCE;
  const told = kindOf(analysed, face, portrait, frontConfidence);
  // Neither outline, portrait nor MRZ (a face perhaps, but not the card's: someone holding
  // it): a card front may still show its print.
  const byPrint =
    (told === 'none' || told === 'face') && readText ? await frontByPrint(decoded.grey) : null;
  if (byPrint) analysed = documentOfPrint(byPrint, frontConfidence);
  const seen = byPrint ? 'id-front' : told;
  const isDocument = seen === 'id-front' || seen === 'id-back' || seen === 'passport';
  // The printed text only of what is a document (a selfie has none to read). A front's
  // text may hold a valid MRZ the grid reader missed: the MRZ decides, it is a back.
  const document =
    analysed && isDocument && readText && !analysed.printed
      ? early && earlyFor === analysed && earlyFor.kind === seen
        ? await early
        : await readDocumentText({ ...analysed, kind: seen }, aheadFor(analysed))
      : analysed;
  // A front by its outline alone whose print reads plainly as something else (a letter,
  // an invoice, a back whose MRZ was not read) is no front.
  const noFront =
    seen === 'id-front' &&
    !portrait &&
    !byPrint &&
    document?.kind === 'id-front' &&
    document.printed !== null &&
    readsAsNoFront(document.printed.evidence);
  const kind = noFront ? 'none' : document && isDocument ? document.kind : seen;
  const shown = document && isDocument && !noFront ? document : null;
  // A front told by its print has no portrait: a face beside it is someone else's.
  const embedding = options.embedding && !byPrint ? (face?.embedding ?? null) : null;
  return {
    ...reportOf(kind, quality, face, shown, document, portrait, embedding),
    ms: Math.round(performance.now() - started),
  };
}

/** What analyseImage answers, from what it found (the `ms` aside). */
function reportOf(
  kind: TImageKind,
  quality: TQuality,
  face: TFaceDetection | null,
  /** The document reported as such (null for a face, nothing, or a front that is none). */
  shown: TDocumentResult | null,
  /** The document whose MRZ, text and cross-check are reported. */
  document: TDocumentResult | null,
  portrait: boolean,
  embedding: number[] | null,
): Omit<TImageAnalysis, 'ms'> {
  return {
    kind,
    quality,
    face: face ? summariseFace(face) : null,
    document: shown
      ? {
          documenttype: shown.documenttype,
          confidence: shown.confidence,
          detected: shown.detected,
          corners: shown.corners.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })),
          portrait,
        }
      : null,
    mrz: document?.mrz
      ? {
          valid: document.mrz.valid,
          format: document.mrz.format,
          lines: document.mrz.lines,
          errors: document.mrz.errors,
          fields: { ...document.mrz.fields },
          spanishIdValid: document.mrz.spanishIdValid,
          reader: document.mrz.reader,
          font: document.mrz.font ?? null,
        }
      : null,
    text:
      kind === 'id-front' || kind === 'id-back' || kind === 'passport'
        ? (document?.printed ?? null)
        : null,
    crossCheck: document?.crossCheck ?? null,
    embedding,
  };
}

/**
 * The face in the image and whether it is the document's portrait: looked for in the whole
 * frame, then closer up where a portrait would be (a small card's, a passport page's, one
 * boxed with its print), and the card placed around a portrait when its outline was lost.
 * A card's back has no portrait; a passport page's portrait is what a selfie is matched
 * against, so it is looked for like a front's. Its descriptor only when asked.
 */
async function findPortrait(
  image: Uint8Array,
  decoded: TDecodedImage,
  found: TDocumentResult | null,
  faceOptions: { describe: boolean },
): Promise<{ face: TFaceDetection | null; portrait: boolean; analysed: TDocumentResult | null }> {
  let analysed = found;
  let face =
    analysed?.mrz && analysed.kind === 'id-back'
      ? null
      : decoded.rgb
        ? await detectFaceInPixels(decoded.rgb, faceOptions)
        : await detectFace(image, faceOptions);
  // A card's portrait may be too small in the frame for the detector (which sees it scaled
  // down to its input): it is looked for again closer up (faceOfSmallCard).
  if (face && !face.detected && !analysed?.mrz && decoded.rgb && analysed) {
    face = (await faceOfSmallCard(decoded.rgb, analysed.candidates, faceOptions)) ?? face;
  }
  // A passport page's portrait the whole frame did not show (engraved, faded or screened:
  // on the development set, 12 of 75 pages so printed), looked for within the page
  // and where a portrait would be on it, descreened too: the flow matches the selfie
  // against it.
  if (face && !face.detected && analysed?.mrz && analysed.kind === 'passport' && decoded.rgb) {
    const page = [analysed, ...portraitSquares([analysed])];
    face = (await faceInOutlines(decoded.rgb, page, faceOptions, true)) ?? face;
  }
  let portrait = Boolean(
    face?.detected && face.box && analysed && isPortraitOf(face.box, analysed),
  );
  // A face found in the whole frame with a box too large for a card's portrait, centred
  // within a plainly traced card: the detector may have boxed the portrait's print with
  // the face (a small face over a dark bust). Within the card it is found at its size.
  if (
    !portrait &&
    face?.box &&
    decoded.rgb &&
    analysed &&
    !analysed.mrz &&
    analysed.confidence >= PORTRAIT_MIN_OUTLINE_CONFIDENCE &&
    centredIn(face.box, analysed.corners)
  ) {
    const within = await faceInOutlines(
      decoded.rgb,
      [analysed, ...portraitSquares([analysed])],
      faceOptions,
    );
    if (within?.box && isPortraitOf(within.box, analysed)) [face, portrait] = [within, true];
  }
  // The card's outline may be lost (a card filling the frame, shapes touching its edges):
  // a printed photograph hugging the face still makes it a front. Not a face outside an
  // outline traced around a card: that is someone beside the card (its holder), whose face
  // the card's print would otherwise make its portrait.
  if (
    !portrait &&
    !analysed?.mrz &&
    face?.detected &&
    face.box &&
    !(analysed && besideTracedOutline(face.box, analysed))
  ) {
    const found = await frontAroundPortrait(
      decoded.grey,
      { box: face.box, landmarkBox: face.landmarkBox },
      analysed,
    );
    if (found) [portrait, analysed] = [true, found];
  }
  return { face, portrait, analysed };
}

/**
 * The first face found within the bounding box of one of `outlines` (cut from the frame, so
 * the detector sees the card at a larger scale and framed as a card), its boxes in the
 * frame's pixels; null when none holds a face. A crop whose tones are squeezed (a faded
 * portrait under dim light) is searched again with its levels stretched.
 */
async function faceInOutlines(
  rgb: TRgbImage,
  outlines: readonly TRegion[],
  options: { describe: boolean },
  /** Also blurred by DESCREEN_SIGMA, when found neither as it is nor stretched. */
  descreen = false,
): Promise<TFaceDetection | null> {
  for (const { corners } of outlines) {
    const bounds = boundsOf(corners);
    const left = Math.max(0, Math.floor(bounds.left));
    const top = Math.max(0, Math.floor(bounds.top));
    const width = Math.min(rgb.width, Math.ceil(bounds.right)) - left;
    const height = Math.min(rgb.height, Math.ceil(bounds.bottom)) - top;
    if (width < 64 || height < 64) continue;
    const data = new Uint8Array(width * height * 3);
    for (let row = 0; row < height; row++) {
      const from = ((top + row) * rgb.width + left) * 3;
      data.set(rgb.data.subarray(from, from + width * 3), row * width * 3);
    }
    let face = await detectFaceInPixels({ data, width, height }, options);
    const stretched = face.detected ? null : squeezedStretched(data);
    if (stretched) face = await detectFaceInPixels({ data: stretched, width, height }, options);
    if (descreen && !face.detected) {
      const blurred = await descreened(stretched ?? data, width, height);
      face = await detectFaceInPixels({ data: blurred, width, height }, options);
    }
    if (!face.detected || !face.box) continue;
    const shift = (box: TFaceBox) => ({ ...box, x: box.x + left, y: box.y + top });
    return {
      ...face,
      box: shift(face.box),
      landmarkBox: face.landmarkBox ? shift(face.landmarkBox) : null,
    };
  }
  return null;
}

/**
 * The blur (σ, frame pixels) that melts a halftone screen's dots into tones: a portrait
 * printed screened shows the detector dots, not a face (the development set's screened
 * passport pages, searched within the page: 2 of 28 portraits found as printed, 9 so
 * blurred; screened card fronts 1 → 2 of 11, 5 were every square so tried, at one more
 * detection a square).
 */
const DESCREEN_SIGMA = 1.5;

/** An RGB crop blurred by DESCREEN_SIGMA. */
async function descreened(data: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const raw = { width, height, channels: 3 as const };
  const blurred = await sharp(data, { raw }).blur(DESCREEN_SIGMA).raw().toBuffer();
  return new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.length);
}

/**
 * A card's portrait the whole frame did not show, looked for closer up: within each
 * outline the finder proposed, then each found in the frame's colourfulness (computed only
 * then), in squares of the frame, and where a portrait would be within the surest card
 * outlines. Null when none shows a face.
 */
async function faceOfSmallCard(
  rgb: TRgbImage,
  candidates: readonly TDocumentQuad[],
  options: { describe: boolean },
): Promise<TFaceDetection | null> {
  // The finder's outlines descreened too (not the rest: each try costs a detection).
  const inOutline = await faceInOutlines(rgb, candidates, options, true);
  if (inOutline) return inOutline;
  const inColour = await colourOutlines(rgb);
  return (
    (await faceInOutlines(rgb, inColour, options)) ??
    (await faceInOutlines(rgb, frameSquares(rgb), options)) ??
    (await faceInOutlines(
      rgb,
      portraitSquares(cardOutlines([...candidates, ...inColour])),
      options,
    ))
  );
}

/** Outlines less sure than this are no card's: a busy background's shapes. */
const CARD_OUTLINE_CONFIDENCE = 0.4;
/** Two outlines whose bounds overlap by more than this share (intersection over union) trace one card. */
const SAME_CARD_OVERLAP = 0.8;
/** At most this many outlines are searched where a portrait would be. */
const MAX_CARD_OUTLINES = 2;

/**
 * The outlines sure enough to be a card's, the surest first, one of each pair that
 * overlap for the most part (the grey and the colour finders often trace the same card).
 */
function cardOutlines(outlines: readonly TDocumentQuad[]): TDocumentQuad[] {
  const kept: TDocumentQuad[] = [];
  const sure = outlines
    .filter((outline) => outline.confidence >= CARD_OUTLINE_CONFIDENCE)
    .sort((a, b) => b.confidence - a.confidence);
  for (const outline of sure) {
    if (kept.length === MAX_CARD_OUTLINES) break;
    if (
      !kept.some(
        (other) => overlap(boundsOf(other.corners), boundsOf(outline.corners)) > SAME_CARD_OVERLAP,
      )
    ) {
      kept.push(outline);
    }
  }
  return kept;
}

interface TBounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boundsOf(corners: readonly TPoint[]): TBounds {
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}

/** The area two bounds share over the area of their union. */
function overlap(a: TBounds, b: TBounds): number {
  const area = (box: TBounds) =>
    Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
  const shared = area({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  return shared / (area(a) + area(b) - shared || 1);
}

/** A portrait's share of a card's height, about: the side of the squares `portraitSquares` cuts. */
const PORTRAIT_SHARE = 0.6;
/** Where a card's portrait's centre lies across the card's short side (0 top, 1 bottom): a little below the middle. */
const PORTRAIT_CENTRE = 0.55;

/**
 * Where a card's portrait would be within each of `outlines`: a square of PORTRAIT_SHARE of
 * its short side at either end of its long side, a little below the middle (a card's
 * portrait sits at one end, under its title). The whole outline, shrunk to the detector's
 * input, brings a faded or small portrait's face below what the detector finds.
 */
function portraitSquares(outlines: readonly TRegion[]): TRegion[] {
  return outlines.flatMap(({ corners }) => {
    const { left, top, right, bottom } = boundsOf(corners);
    const [width, height] = [right - left, bottom - top];
    const side = PORTRAIT_SHARE * Math.min(width, height);
    if (width >= height) {
      const y = top + PORTRAIT_CENTRE * height - side / 2;
      return [square(left, y, side), square(right - side, y, side)];
    }
    const x = left + PORTRAIT_CENTRE * width - side / 2;
    return [square(x, top, side), square(x, bottom - side, side)];
  });
}

/** Whether a face box's centre lies inside an outline. */
const centredIn = (box: TFaceBox, corners: TPoint[]) =>
  insideQuad({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, corners);

/** A region of the frame searched for a face: an outline's corners, or a square's. */
type TRegion = Pick<TDocumentQuad, 'corners'>;

/**
 * Squares of a long frame's short side, as few as cover it (two for 16:9, overlapping by
 * a fifth), start and end included. The face detector sees its input as a square: a 16:9
 * frame is shrunk by its long side, and a card held far off (a third of the frame) brings
 * its portrait's face to a few pixels there, half again as many in a square of the
 * frame's height (20–50 ms a square).
 */
function frameSquares({ width, height }: { width: number; height: number }): TRegion[] {
  const side = Math.min(width, height);
  const room = Math.max(width, height) - side;
  if (room < side / 4) return [];
  const steps = Math.ceil(room / side);
  return Array.from({ length: steps + 1 }, (_, k) => {
    const offset = (room * k) / steps;
    return width > height ? square(offset, 0, side) : square(0, offset, side);
  });
}

const square = (x: number, y: number, side: number): TRegion => ({
  corners: [
    { x, y },
    { x: x + side, y },
    { x: x + side, y: y + side },
    { x, y: y + side },
  ],
});

/**
 * Document outlines in the frame's colourfulness (the spread of its red, green and blue):
 * a tinted card on white paper or a grey desk, whose edges its greyscale loses.
 */
async function colourOutlines(rgb: TRgbImage): Promise<TDocumentQuad[]> {
  const { data, width, height } = rgb;
  const chroma = new Uint8Array(width * height);
  let top = 1;
  for (let i = 0; i < chroma.length; i++) {
    const r = data[3 * i] ?? 0;
    const g = data[3 * i + 1] ?? 0;
    const b = data[3 * i + 2] ?? 0;
    const spread = Math.max(r, g, b) - Math.min(r, g, b);
    chroma[i] = spread;
    if (spread > top) top = spread;
  }
  const gain = 255 / top;
  for (let i = 0; i < chroma.length; i++) chroma[i] = Math.round((chroma[i] ?? 0) * gain);
  return findDocuments({ data: chroma, width, height }, 3);
}

/**
 * Under this span between the darkest and the brightest percent of a crop its tones are
 * squeezed enough for the face detector to miss a portrait (dim light over a faded print).
 */
const SQUEEZED_SPAN = 160;

/** The pixels stretched between their 1st and 99th percentiles, or null when those span enough. */
function squeezedStretched(data: Uint8Array): Uint8Array | null {
  const levels = levelsOf(data);
  return levels.high - levels.low >= SQUEEZED_SPAN ? null : stretchLevels(data, levels);
}

/** The face's centre lies outside an outline traced around a document (not estimated). */
function besideTracedOutline(box: TFaceBox, document: TDocumentResult): boolean {
  if (document.confidence < PORTRAIT_MIN_OUTLINE_CONFIDENCE) return false;
  return !centredIn(box, document.corners);
}

function kindOf(
  document: TDocumentResult | null,
  face: TFaceDetection | null,
  portrait: boolean,
  frontConfidence: number,
): TImageKind {
  if (document?.mrz) return document.kind;
  if (portrait) return 'id-front';
  if (face?.detected) return 'face';
  if (document && document.confidence >= frontConfidence) return 'id-front';
  return 'none';
}

function summariseFace(face: TFaceDetection) {
  const { faceImage: _image, landmarkBox: _landmarks, embedding, ...rest } = face;
  return { ...rest, embeddingLength: embedding?.length ?? 0 };
}
