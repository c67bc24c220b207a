import sharp from 'sharp';
import {
  aspectOf,
  CARD_ASPECT,
  findDocuments,
  orderCorners,
  PASSPORT_ASPECT,
  type TPoint,
  warpQuad,
} from '../document/find-document.ts';
import { decodeGrey, type TGreyImage } from '../image.ts';
import { loadOpenCv } from '../opencv.ts';

/** The plain dark margin around the straightened document, as a share of its width: the outline finder sees its edges. */
const FRAME_MARGIN = 0.06;

/** Quarter turns, clockwise, as the cropper shows the photo. */
export type TRotation = 0 | 90 | 180 | 270;

/** A photo's size (EXIF orientation applied) and the document outline found in it. */
export interface TPhotoOutline {
  width: number;
  height: number;
  /** Clockwise from the document's top left, in the photo's pixels; null: none found. */
  corners: TPoint[] | null;
  /** 0..1: how well the outline fits a document (0 when none was found). */
  confidence: number;
}

export interface TStraightenedPhoto {
  /** The document cut out along the corners and made rectangular, upright, in colour. */
  jpeg: Buffer;
  width: number;
  height: number;
  shape: 'card' | 'passport';
  /** The corners used, clockwise from the document's top left, in the photo's pixels. */
  corners: TPoint[];
  /**
   * The same on a plain dark margin (6 % of its width): what the engine is given, so that
   * its outline finder sees the document's edges against a background, as in a photo,
   * instead of taking a border drawn on the document for them.
   */
  framed: Buffer;
  /** The straightened document in greyscale (what its text is read from ahead). */
  grey: TGreyImage;
}

/** Straightened widths: above the engine's own (800, 1040) so its second warp loses little. */
const CARD_WIDTH = 1100;
const PASSPORT_WIDTH = 1300;

/**
 * The document's outline in a photo (what the cropper shows as its four corners): the
 * engine's best document-shaped quadrilateral, on the photo decoded once, EXIF applied.
 */
export async function findPhotoOutline(image: Uint8Array): Promise<TPhotoOutline> {
  const grey = await decodeGrey(image, null);
  const [best] = await findDocuments(grey, 1);
  return {
    width: grey.width,
    height: grey.height,
    corners: best ? best.corners.map(roundPoint) : null,
    confidence: best?.confidence ?? 0,
  };
}

/**
 * The corners put in the document's order as the person sees it after turning the photo by
 * `rotation`: clockwise from the top left of the document (its long side on top).
 */
export function cornersAsSeen(corners: TPoint[], rotation: TRotation): TPoint[] {
  const turn = (p: TPoint): TPoint => {
    switch (rotation) {
      case 90:
        return { x: -p.y, y: p.x };
      case 180:
        return { x: -p.x, y: -p.y };
      case 270:
        return { x: p.y, y: -p.x };
      default:
        return p;
    }
  };
  const seen = corners.map((point, index) => ({ ...turn(point), index }));
  const ordered = orderCorners(seen) as (TPoint & { index: number })[];
  return ordered.map(({ index }) => corners[index] as TPoint);
}

/**
 * Cuts the document out of a photo along four corners (the person's, or the outline found)
 * and warps it to a rectangle of a card's or a passport page's proportions, whichever the
 * corners are nearer to: a perspective warp of the full-resolution colour photo.
 */
export async function straightenPhoto(
  image: Uint8Array,
  corners: TPoint[],
  rotation: TRotation = 0,
): Promise<TStraightenedPhoto> {
  if (corners.length !== 4) throw new RangeError('four corners are needed');
  const ordered = cornersAsSeen(corners, rotation);
  const aspect = aspectOf(ordered);
  const shape =
    Math.abs(Math.log(aspect / CARD_ASPECT)) <= Math.abs(Math.log(aspect / PASSPORT_ASPECT))
      ? 'card'
      : 'passport';
  const width = shape === 'card' ? CARD_WIDTH : PASSPORT_WIDTH;
  const height = Math.round(width / (shape === 'card' ? CARD_ASPECT : PASSPORT_ASPECT));
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(info.height, info.width, cv.CV_8UC3, data);
  const warped = warpQuad(cv, source, ordered, { width, height }, cv.INTER_LINEAR);
  source.delete();
  try {
    const pixels = new Uint8Array(warped.data);
    const raw = { raw: { width, height, channels: 3 as const } };
    const margin = Math.round(width * FRAME_MARGIN);
    const [jpeg, framed, grey] = await Promise.all([
      sharp(pixels, raw).jpeg({ quality: 90 }).toBuffer(),
      sharp(pixels, raw)
        .extend({ top: margin, bottom: margin, left: margin, right: margin, background: MARGIN })
        .jpeg({ quality: 92 })
        .toBuffer(),
      sharp(pixels, raw).toColourspace('b-w').raw().toBuffer(),
    ]);
    return {
      jpeg,
      framed,
      grey: { data: new Uint8Array(grey), width, height },
      width,
      height,
      shape,
      corners: ordered.map(roundPoint),
    };
  } finally {
    warped.delete();
  }
}

const MARGIN = { r: 48, g: 52, b: 58 };

const roundPoint = ({ x, y }: TPoint): TPoint => ({ x: Math.round(x), y: Math.round(y) });
