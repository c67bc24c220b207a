import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import sharp from 'sharp';
import { decodeGrey, type TGreyImage } from '../image.ts';
import {
  interpretMrz,
  mrzLinesOf,
  readMrz,
  readWithTesseract,
  type TMrzResult,
} from '../mrz/read-mrz.ts';
import { segmentMrz } from '../mrz/segment-mrz.ts';
import { crossCheck, type TCrossCheck } from './cross-check.ts';
import {
  CARD_ASPECT,
  findDocuments,
  PASSPORT_ASPECT,
  type TDocumentQuad,
  type TPoint,
  warpDocument,
} from './find-document.ts';
import { outlinesFromMrzRegions, printBlocks } from './locate-mrz.ts';
import { namesFromPrint } from './names-from-print.ts';
import { postPrinted, readPrinted, type TPrintedFields } from './read-printed.ts';

/** The confidence of the whole frame taken as a tight crop, when no outline was found. */
const WHOLE_FRAME_CONFIDENCE = 0.5;
/**
 * A document's confidence (sideOfMrz): OUTLINE_SHARE of the outline's fit plus MRZ_SHARE
 * for a valid MRZ, less MRZ_ERROR_PENALTY per failing field; a front without MRZ has
 * FRONT_OUTLINE_SHARE of the outline's fit.
 */
const OUTLINE_SHARE = 0.5;
const MRZ_SHARE = 0.5;
const MRZ_ERROR_PENALTY = 0.1;
const FRONT_OUTLINE_SHARE = 0.9;
/** The share of a passport page's height, from its top, read for its printed zone (above the MRZ). */
const PAGE_PRINTED_SHARE = 0.76;
/**
 * A block of print at least MRZ_BLOCK_WIDTH of the card wide whose top lies past
 * MRZ_BLOCK_TOP of its height is its MRZ (showsMrzBlock; figures there).
 */
const MRZ_BLOCK_WIDTH = 0.55;
const MRZ_BLOCK_TOP = 0.55;
/** A grid whose first line has a cell centre nearer the band's top than this many capitals was cut at its top. */
const CUT_LINE_CENTRE = 0.75;
/** The MRZ band's height: a card's bottom 36 %, a passport page's bottom 24 %. */
const CARD_BAND_SHARE = 0.36;
const PAGE_BAND_SHARE = 0.24;
/** The band leaves out this share of the width on each side (the card's edge reads as characters) ... */
const BAND_SIDE_MARGIN = 0.025;
/** ... and keeps this share of its height (the card's bottom edge left out). */
const BAND_KEPT_HEIGHT = 0.96;

export type TDocumentKind = 'id-front' | 'id-back' | 'passport';

export interface TDocumentResult {
  kind: TDocumentKind;
  /** The spec's documenttype text: contains anverso/front, reverso/back, pasaporte, dni. */
  documenttype: string;
  /** 0..1, compared with the spec's 0.75 defaults (frontConfidence, backConfidence). */
  confidence: number;
  /** 0..1: how well the outline fits a document (what `confidence` starts from). */
  outline: number;
  detected: boolean;
  corners: TPoint[];
  /** The straightened document (returnFrontImg / returnBackImg / returnPassportImg). */
  image: Buffer | null;
  /** The MRZ strip (returnMrzImg). */
  mrzImage: Buffer | null;
  mrz: TMrzResult | null;
  /** The printed fields (options.readText): a front's, a passport page's, a back's address. */
  printed: TPrintedFields | null;
  /** The MRZ against the printed fields on the same page (passports; cards: see cli). */
  crossCheck: TCrossCheck | null;
  /** The straightened document, greyscale (what the text is read from). */
  straightened: TGreyImage;
  /** The document lies upside down along `corners` (its MRZ was read turned round). */
  turned: boolean;
  /**
   * A back's address, being read since its card was straightened (options.expect): the read
   * of `doc`, which readDocumentText takes when that is the straightened back.
   */
  addressAhead: { doc: TGreyImage; printed: Promise<TPrintedFields> } | null;
  /** The outlines the finder proposed, best first (a face may be looked for within them). */
  candidates: TDocumentQuad[];
  ms: { find: number; warp: number; mrz: number; text: number };
}

/** Straightened widths: the MRZ strip is then read at 1.5x (see readMrz). */
const CARD_WIDTH = 800;
const PASSPORT_WIDTH = 1040;

export interface TAnalyseOptions {
  returnImages?: boolean;
  /** Also read the printed text (front OCR, address): a few hundred ms more. */
  readText?: boolean;
  confidenceThreshold?: number;
  /**
   * The side the caller waits for. 'id-back' (the capture's back stage) starts reading the
   * address of a card-shaped outline as soon as it is straightened, on the OCR's own thread
   * while the MRZ is read here; unused when the MRZ says otherwise.
   */
  expect?: TDocumentKind;
  /** Outlines to read instead of those the finder would find (a portrait's estimate). */
  outlines?: TDocumentQuad[];
}

/**
 * Finds the document in a frame (its bytes, or its greyscale already decoded: see
 * decodeImage), straightens it and tells an ID card's front from its back (a three-line
 * TD1 MRZ) and from a passport data page (a two-line TD3 MRZ), reading the MRZ on the
 * way. A frame without a document-shaped outline is taken as a tight crop.
 */
export async function analyseDocument(
  input: Buffer | Uint8Array | TGreyImage,
  options: TAnalyseOptions = {},
): Promise<TDocumentResult | null> {
  const started = performance.now();
  // Decoded once, for the outline and the warp (or already: decodeImage's grey).
  const frame = 'data' in input ? input : await decodeGrey(input, null);
  const candidates = options.outlines ?? (await findDocuments(frame, 3));
  const afterFind = performance.now();
  const address = options.expect === 'id-back' ? addressReadAhead() : null;
  const reader = outlineReader(frame);
  let found = await readCandidates(reader, candidates, wholeFrameOf(frame), address?.onCard);
  // No outline showed an MRZ: one may still be in the frame, its document's edges lost or
  // a confident outline found around something else (see outlinesFromMrzRegions). So
  // when the MRZ read fails its check digits: an outline that cut the page reads what
  // is left of its lines (a passport page's 44 cells as a TD2's 36); the MRZ read in the
  // strip it anchors is taken when valid, or surer than the read before it.
  if ((!found.read.mrz || brokenMrz(found.read.mrz)) && !options.outlines) {
    found = await readAnchoredOutlines(frame, reader, found);
  }
  // The MRZ decides the side, whatever strip it was read in.
  const misfit = reader.misfit();
  if (!found.read.mrz && misfit) found = misfit;
  const result = await documentResult(found, options, {
    addressAhead: address?.ahead() ?? null,
    candidates,
    ms: {
      find: round(afterFind - started),
      warp: round(reader.ms.warp),
      mrz: round(reader.ms.mrz),
      text: 0,
    },
  });
  return options.readText ? readDocumentText(result) : result;
}

/** An outline read: the outline and what its straightened document read. */
interface TFound {
  outline: TOutline;
  read: TOutlineRead;
}

type TOutline = { corners: TPoint[]; aspect: number; confidence: number };

/** The whole frame as a tight crop: the outline read when the finder found none. */
function wholeFrameOf({ width, height }: TGreyImage): TDocumentQuad {
  return {
    corners: [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    aspect: height ? width / height : 0,
    confidence: WHOLE_FRAME_CONFIDENCE,
    area: 1,
  };
}

/**
 * A card's back address, read as soon as a card-shaped outline is straightened (the first
 * one), on the OCR's own thread while the MRZ is read (options.expect 'id-back').
 */
function addressReadAhead() {
  let addressAhead: TDocumentResult['addressAhead'] = null;
  const onCard = (doc: TGreyImage) => {
    if (addressAhead) return;
    const printed = readPrinted(doc, ADDRESS_READ);
    printed.catch(() => undefined); // Awaited only when the card is the back.
    addressAhead = { doc, printed };
  };
  return { onCard, ahead: () => addressAhead };
}

/**
 * Reads outlines of one frame (readOutline), adding up the time spent warping and reading
 * the MRZ. It keeps aside an MRZ read in a strip of the other shape's proportions (a TD3 in
 * the bottom of a card-shaped outline, or of the whole frame when no outline was found) for
 * when no outline gives an MRZ that fits: the first valid one, else the first.
 */
function outlineReader(frame: TGreyImage) {
  const ms = { warp: 0, mrz: 0 };
  let misfit: TFound | null = null;
  const read = async (outline: TOutline, onDoc?: (doc: TGreyImage) => void) => {
    const attempt = await readOutline(frame, outline, ms, onDoc);
    const other = attempt.misfit;
    if (other?.mrz && (!misfit || (other.mrz.valid && !misfit.read.mrz?.valid))) {
      misfit = { outline, read: other };
    }
    return attempt;
  };
  return { ms, read, misfit: () => misfit };
}

type TOutlineReader = ReturnType<typeof outlineReader>;

/**
 * The best outline first (the whole frame when there is none); when it is uncertain and
 * shows no MRZ, the next ones (a card on a busy background may lose its outline to the
 * shapes around it) until one shows an MRZ.
 */
async function readCandidates(
  reader: TOutlineReader,
  candidates: TDocumentQuad[],
  wholeFrame: TDocumentQuad,
  onCard?: (doc: TGreyImage) => void,
): Promise<TFound> {
  const first = candidates[0] ?? wholeFrame;
  const best = { outline: first, read: await reader.read(first, onCard) };
  if (!best.read.mrz && first.confidence < UNCERTAIN_OUTLINE) {
    for (const other of candidates.slice(1)) {
      const attempt = await reader.read(other);
      if (attempt.mrz) return { outline: other, read: attempt };
    }
  }
  return best;
}

/**
 * The outlines an MRZ in the frame anchors (outlinesFromMrzRegions), read in turn: one is
 * taken when its read is surer than the read it would replace, and the search ends at a
 * valid read.
 */
async function readAnchoredOutlines(
  frame: TGreyImage,
  reader: TOutlineReader,
  found: TFound,
): Promise<TFound> {
  let best = found;
  for (const anchored of await outlinesFromMrzRegions(frame)) {
    const attempt = await reader.read(anchored);
    if (anchored.validOnly && !attempt.mrz?.valid) continue;
    // Or surer than the read it would replace (the whole frame's page-shaped strip may
    // read a junk TD3 that fails every check where the card's anchored outline reads its
    // TD2 exact, only unconfirmed). With no read yet, unless it fails a check where the
    // MRZ read in a strip of the other shape does not (a card's TD2 read so, unconfirmed,
    // against an anchored outline's junk that failed every check).
    const other = reader.misfit()?.read.mrz;
    if (
      attempt.mrz &&
      (best.read.mrz
        ? surer(attempt.mrz, best.read.mrz)
        : !other || !brokenMrz(attempt.mrz) || brokenMrz(other))
    ) {
      best = { outline: anchored, read: attempt };
      // An invalid read: a later outline (a page's guessed length) may read valid.
      if (attempt.mrz.valid) break;
    }
  }
  return best;
}

/** The answer for the outline found: its side and confidence from its MRZ, its images. */
async function documentResult(
  { outline: found, read: best }: TFound,
  options: TAnalyseOptions,
  rest: Pick<TDocumentResult, 'addressAhead' | 'candidates' | 'ms'>,
): Promise<TDocumentResult> {
  const outline = found.confidence;
  const mrz = best.mrz;
  const { kind, documenttype, confidence } = sideOfMrz(mrz, outline);
  return {
    kind,
    documenttype,
    confidence,
    outline,
    detected:
      confidence >= (options.confidenceThreshold ?? IDENTIFICATION_THRESHOLDS.frontConfidence) ||
      Boolean(mrz?.valid),
    corners: found.corners,
    image: options.returnImages ? await jpegOf(best.doc) : null,
    mrzImage: options.returnImages && mrz ? await jpegOf(best.band) : null,
    mrz,
    printed: null,
    crossCheck: null,
    straightened: best.doc,
    turned: best.turned,
    addressAhead: rest.addressAhead,
    candidates: rest.candidates,
    ms: rest.ms,
  };
}

/**
 * Reads the printed zone of an analysed document: a whole front, a passport page above
 * its MRZ (then checked against the MRZ), a card's back above its MRZ (the address).
 */
export async function readDocumentText(
  document: TDocumentResult,
  ahead: TPrintedAhead | null = null,
): Promise<TDocumentResult> {
  const started = performance.now();
  const { kind, mrz, addressAhead } = document;
  const printed =
    ahead?.kind === kind
      ? await ahead.printed
      : kind === 'id-back'
        ? await (addressAhead?.doc === document.straightened
            ? addressAhead.printed
            : readPrinted(document.straightened, ADDRESS_READ))
        : await readPrinted(document.straightened, printedRead(kind));
  if (mrz && kind === 'id-back') mrz.fields.icarAddress = printed.address;
  // The MRZ decides: the grid reader found none, but the text OCR read one that holds.
  const fromText =
    kind === 'id-front' ? await mrzInText(printed.lines, document.straightened) : null;
  if (fromText) {
    const side = sideOfMrz(fromText, document.outline);
    return {
      ...document,
      ...side,
      // A valid MRZ always counts.
      detected: fromText.valid || side.confidence >= IDENTIFICATION_THRESHOLDS.frontConfidence,
      mrz: fromText,
      printed,
      crossCheck: fromText.format === 'TD3' ? crossCheck(printed, fromText.fields) : null,
      ms: { ...document.ms, text: round(performance.now() - started) },
    };
  }
  // A passport page prints the names its MRZ holds: a near tie in the MRZ's names is
  // settled by the print.
  const named = mrz && kind === 'passport' ? namesFromPrint(mrz, printed) : mrz;
  return {
    ...document,
    mrz: named,
    printed,
    crossCheck: named && kind === 'passport' ? crossCheck(printed, named.fields) : null,
    ms: { ...document.ms, text: round(performance.now() - started) },
  };
}

/**
 * The side an MRZ makes of a document whose outline fits at `outline`: none, a front; TD1
 * or TD2, a back (a TD2 document's MRZ side counts as one); TD3, a passport page. The
 * confidence is the outline's fit, raised by a valid MRZ, lowered by a failing one.
 */
function sideOfMrz(mrz: TMrzResult | null, outline: number) {
  const kind: TDocumentKind = mrz ? (mrz.format === 'TD3' ? 'passport' : 'id-back') : 'id-front';
  const confidence = round(
    mrz
      ? Math.min(
          1,
          outline * OUTLINE_SHARE +
            (mrz.valid ? MRZ_SHARE : MRZ_SHARE - MRZ_ERROR_PENALTY * mrz.errors.length),
        )
      : outline * FRONT_OUTLINE_SHARE,
  );
  const spanish = mrz?.fields.icarIssuingState === 'ESP';
  const documenttype =
    kind === 'passport'
      ? 'pasaporte / passport'
      : `${spanish ? 'dni ' : ''}${kind === 'id-back' ? 'reverso / back' : 'anverso / front'}`;
  return { kind, documenttype, confidence };
}

/**
 * A valid MRZ among the lines of a text OCR (every check digit holds), or null. One reader
 * with look-alike repairs can pass every check with a wrong character (and names have no
 * check): the MRZ tesseract's legacy engine reads in the document must be the same, or it
 * is reported invalid ('unconfirmed text read'). Either way it makes the document a back
 * or a passport page.
 */
async function mrzInText(lines: string[], doc: TGreyImage): Promise<TMrzResult | null> {
  const found = mrzLinesOf(lines.join('\n'));
  const mrz = found ? interpretMrz(found.format, found.lines) : null;
  if (!mrz?.valid) return null;
  // The whole document: the MRZ is where the text OCR found it, not where the grid looked.
  const second = await readWithTesseract(doc);
  const same = second?.valid && second.lines.join('\n') === mrz.lines.join('\n');
  return same
    ? mrz
    : { ...mrz, valid: false, errors: [{ field: null, error: 'unconfirmed text read' }] };
}

/** How a front or a passport page is read: a whole front, a passport page above its MRZ. */
const printedRead = (kind: 'id-front' | 'passport', slot = 0) => ({
  share: kind === 'id-front' ? 1 : PAGE_PRINTED_SHARE,
  // A passport page's captions are small: read at 12 px/mm, as on a card.
  minWidth: kind === 'passport' ? 1500 : 0,
  holderName: true,
  slot,
});

/**
 * The printed text of a document straightened elsewhere (the cropper's photo, in colour),
 * being read as a `kind` on the second OCR thread while the engine finds the side: used
 * when the engine finds that side, upright (readDocumentText).
 */
export interface TPrintedAhead {
  kind: TDocumentKind;
  printed: Promise<TPrintedFields>;
}

/**
 * Starts reading a straightened document's printed text before the engine has told its
 * side, as the side it most likely is: a passport page by its shape; a card's back when a
 * block of print as wide as an MRZ lies across its lower half, else a front. Read at the
 * size the engine's own straightening gives. Resolves once the OCR thread has the page.
 * A wrong guess costs time, never a result: the engine's side is then read again.
 */
export async function readPrintedAhead(
  straightened: TGreyImage,
  shape: 'card' | 'passport',
): Promise<TPrintedAhead> {
  const width = shape === 'card' ? CARD_WIDTH : PASSPORT_WIDTH;
  const kind: TDocumentKind =
    shape === 'passport'
      ? 'passport'
      : (await showsMrzBlock(straightened))
        ? 'id-back'
        : 'id-front';
  const read = kind === 'id-back' ? { ...ADDRESS_READ, slot: 1 } : printedRead(kind, 1);
  const { printed } = await postPrinted(straightened, { ...read, width });
  printed.catch(() => undefined); // Awaited only when the side holds.
  return { kind, printed };
}

/**
 * Whether a straightened card shows a block of print at least 55 % of its width centred
 * in its lower 45 %: its MRZ. On the synthetic set's photos every back does (widest 0.63
 * to 0.90 of the width) and no front (0.47 at most), in about 12 ms.
 */
async function showsMrzBlock(card: TGreyImage): Promise<boolean> {
  const blocks = await printBlocks(card);
  return blocks.some((block) => block.width >= MRZ_BLOCK_WIDTH && block.y >= MRZ_BLOCK_TOP);
}

/**
 * A card's back above its MRZ, where the address is. Printed large: at 0.85 of the
 * straightened width 44 of the 55 generated backs read it exactly (40 at full width), in
 * 134 ms instead of 160.
 */
const ADDRESS_READ = { share: 0.64, holderName: false, scale: 0.85 } as const;

/** Below this outline confidence a frame without MRZ gets its next outlines read too. */
const UNCERTAIN_OUTLINE = 0.8;

interface TOutlineRead {
  shape: 'card' | 'passport';
  doc: TGreyImage;
  band: TGreyImage;
  mrz: TMrzResult | null;
  turned: boolean;
  /** The read whose MRZ's format did not fit the shape it was read in, if any. */
  misfit?: TOutlineRead;
}

/**
 * Straightens one outline as a card and as a passport page (the likelier first) and reads
 * the MRZ strip, also turned upside down; the MRZ format must fit the shape (one that
 * does not is returned apart, as `misfit`).
 */
async function readOutline(
  frame: TGreyImage,
  outline: { corners: TPoint[]; aspect: number },
  ms: { warp: number; mrz: number },
  /** Called with the straightened card (upright) before its MRZ is read. */
  onCard?: (doc: TGreyImage) => void,
): Promise<TOutlineRead> {
  const order: ('card' | 'passport')[] = cardShaped(outline.aspect)
    ? ['card', 'passport']
    : ['passport', 'card'];
  let best: TOutlineRead | null = null;
  let misfit: TOutlineRead | null = null;
  for (const shape of order) {
    const t0 = performance.now();
    let doc: TGreyImage = await warpDocument(
      frame,
      outline.corners,
      shape === 'card' ? CARD_WIDTH : PASSPORT_WIDTH,
      shape === 'card' ? CARD_ASPECT : PASSPORT_ASPECT,
    );
    let band = mrzBand(doc, shape);
    if (shape === 'card') onCard?.(doc);
    const t1 = performance.now();
    let mrz = await readMrz(band);
    if (mrz && !mrz.valid && cutAtTop(band)) {
      // An outline a little too tall (the card on a sheet of paper whose edge it took)
      // puts the band's top through the MRZ's first line: a taller band whose read is as
      // sure is the card's (the first line's fillers, cut at their tops, read as V's, as
      // unconfirmed as the whole line the taller band read).
      const taller = mrzBand(doc, shape, TALLER_BAND);
      const again = await readMrz(taller);
      if (again && !surer(mrz, again)) [band, mrz] = [taller, again];
    }
    let turned = false;
    if (!mrz) {
      // Upside down: the MRZ is then at the top.
      const turnedDoc = rotate180(doc);
      const turnedBand = mrzBand(turnedDoc, shape);
      mrz = await readMrz(turnedBand);
      if (mrz) [doc, band, turned] = [turnedDoc, turnedBand, true];
    }
    const t2 = performance.now();
    ms.warp += t1 - t0;
    ms.mrz += t2 - t1;
    // A TD2 document (ID-2, 105 x 74 mm) has a passport page's proportions.
    const fits = mrz && (mrz.format === 'TD1') === (shape === 'card');
    if (mrz && !fits && !misfit) misfit = { shape, doc, band, mrz, turned };
    if (!best || (fits && !best.mrz)) {
      best = { shape, doc, band, mrz: fits ? mrz : null, turned: fits ? turned : false };
    }
    if (fits || (!mrz && shape === order[0] && shape === 'card')) break;
  }
  const read = best as TOutlineRead;
  return read.mrz || !misfit ? read : { ...read, misfit };
}

/** An MRZ read whose check digits or fields fail (not one merely left unconfirmed). */
const brokenMrz = (mrz: TMrzResult) =>
  !mrz.valid && mrz.errors.some((error) => !error.error.startsWith('unconfirmed'));

/**
 * Whether read `a` is surer than `b` of the same MRZ: valid; or left unconfirmed only
 * where `b` failed a check or had more characters repaired (a band cut through the first
 * line read ROSSI as RUDDI, one repair; the taller band read it all, none, only the second
 * reader shifted its names).
 */
const surer = (a: TMrzResult, b: TMrzResult) =>
  a.valid || (!b.valid && !brokenMrz(a) && (brokenMrz(b) || a.repairs < b.repairs));

/** Whether a width/height ratio is nearer an ID-1 card's than a passport page's. */
const cardShaped = (aspect: number) =>
  Math.abs(Math.log(aspect / CARD_ASPECT)) <= Math.abs(Math.log(aspect / PASSPORT_ASPECT));

/** Whether the band's top runs through its MRZ grid's first line (its glyphs' upper part cut). */
function cutAtTop(band: TGreyImage): boolean {
  const first = segmentMrz(band)?.lines[0];
  return Boolean(first?.centres.some((centre) => centre.y < CUT_LINE_CENTRE * first.height));
}

/** How much taller than the usual MRZ band the second one is. */
const TALLER_BAND = 1.35;

/** The MRZ strip: the bottom 36 % of a card, 24 % of a passport page (times `taller`). */
function mrzBand(doc: TGreyImage, shape: 'card' | 'passport', taller = 1): TGreyImage {
  const share = (shape === 'card' ? CARD_BAND_SHARE : PAGE_BAND_SHARE) * taller;
  const top = Math.floor(doc.height * (1 - share));
  // Leave out the outer 2.5 % on each side: the card's edge reads as stray characters.
  const left = Math.floor(doc.width * BAND_SIDE_MARGIN);
  const width = doc.width - 2 * left;
  const height = Math.floor((doc.height - top) * BAND_KEPT_HEIGHT);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * doc.width + left;
    data.set(doc.data.subarray(from, from + width), y * width);
  }
  return { data, width, height };
}

function rotate180(image: TGreyImage): TGreyImage {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = image.data[data.length - 1 - i] as number;
  return { ...image, data };
}

function jpegOf(image: TGreyImage) {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const round = (value: number) => Number(value.toFixed(3));
