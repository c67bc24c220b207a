import sharp from 'sharp';
import { analyseImage, type TImageAnalysis } from '../analyse-image.ts';
import { readPrintedAhead } from '../document/analyse-document.ts';
import type { TPoint } from '../document/find-document.ts';
import { findPhotoOutline, straightenPhoto, type TRotation } from './straighten-photo.ts';

/** The portrait cut from a face box grows by this share of its width on each side, and of its height by PORTRAIT_GROW_Y (head and shoulders). */
const PORTRAIT_GROW_X = 0.25;
const PORTRAIT_GROW_Y = 0.3;

export interface TAnalysePhotoOptions {
  /** The person's corners (any order), in the photo's pixels; else the outline found. */
  corners?: TPoint[] | null;
  rotation?: TRotation;
}

/** A document photo analysed the cropper's way (see analysePhoto). */
export interface TPhotoAnalysis {
  /** The photo's size, EXIF orientation applied. */
  width: number;
  height: number;
  /** The corners used, clockwise from the document's top left; and whether found or given. */
  corners: TPoint[];
  cornersFrom: 'person' | 'outline' | 'whole-photo';
  /** The outline's fit when it was found (0..1), null when the corners were given. */
  outlineConfidence: number | null;
  /** The straightened document (JPEG), upright, card or passport-page shaped. */
  straightened: { jpeg: Uint8Array; width: number; height: number; shape: 'card' | 'passport' };
  /** The engine's analysis of the straightened document. */
  analysis: TImageAnalysis;
  /** The portrait cut out of the straightened document (JPEG), when a face was on it. */
  portrait: Uint8Array | null;
  ms: number;
}

/**
 * A document photo for the cropper and the OCR service: the document's outline (the
 * person's corners, or the engine's outline, or the whole photo when neither), the
 * document straightened along it in colour, then the whole analysis of the engine
 * (analyseImage: side, MRZ, printed fields, cross-check, portrait) run on the straightened
 * document set on a plain margin, and the portrait cut out.
 */
export async function analysePhoto(
  image: Uint8Array,
  options: TAnalysePhotoOptions = {},
): Promise<TPhotoAnalysis> {
  const started = performance.now();
  let corners = options.corners ?? null;
  let cornersFrom: TPhotoAnalysis['cornersFrom'] = 'person';
  let outlineConfidence: number | null = null;
  let size: { width: number; height: number } | null = null;
  if (!corners) {
    const outline = await findPhotoOutline(image);
    size = { width: outline.width, height: outline.height };
    outlineConfidence = outline.confidence;
    corners = outline.corners;
    cornersFrom = 'outline';
    if (!corners) {
      // A tight crop (a scan): the whole photo is the document.
      const { width, height } = outline;
      corners = [
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: width, y: height },
        { x: 0, y: height },
      ];
      cornersFrom = 'whole-photo';
    }
  }
  size ??= await orientedSize(image);
  const straight = await straightenPhoto(image, corners, options.rotation ?? 0);
  // The printed text is read (on the second OCR thread) as the likelier side while the
  // engine finds the side.
  const printedAhead = await readPrintedAhead(straight.grey, straight.shape);
  const analysis = await analyseImage(straight.framed, { readText: true, printedAhead });
  const box = analysis.document?.portrait ? analysis.face?.box : null;
  const portrait = box ? await cutPortrait(straight.framed, box) : null;
  return {
    ...size,
    corners: straight.corners,
    cornersFrom,
    outlineConfidence,
    straightened: {
      jpeg: new Uint8Array(straight.jpeg),
      width: straight.width,
      height: straight.height,
      shape: straight.shape,
    },
    analysis,
    portrait,
    ms: Math.round(performance.now() - started),
  };
}

async function orientedSize(image: Uint8Array) {
  const meta = await sharp(image).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}

/** The face box grown by a quarter on each side (hair and chin), as a JPEG. */
async function cutPortrait(
  jpeg: Uint8Array,
  box: { x: number; y: number; width: number; height: number },
): Promise<Uint8Array | null> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const growX = box.width * PORTRAIT_GROW_X;
  const growY = box.height * PORTRAIT_GROW_Y;
  const left = Math.max(0, Math.floor(box.x - growX));
  const top = Math.max(0, Math.floor(box.y - growY));
  const right = Math.min(width, Math.ceil(box.x + box.width + growX));
  const bottom = Math.min(height, Math.ceil(box.y + box.height + growY));
  if (right - left < 8 || bottom - top < 8) return null;
  const cut = await sharp(jpeg)
    .extract({ left, top, width: right - left, height: bottom - top })
    .jpeg({ quality: 88 })
    .toBuffer();
  return new Uint8Array(cut);
}
