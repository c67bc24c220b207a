import sharp, { type Sharp } from 'sharp';

/** The share of samples left out at each end of the levels (levelsOf): the 1st and 99th percentiles. */
const LEVELS_OUTLIERS = 0.01;

/** An 8-bit single-channel image, row-major. */
export interface TGreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The 1st and 99th percentiles of 8-bit samples: their levels without the outliers. */
export function levelsOf(data: Uint8Array): { low: number; high: number } {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value] = (histogram[value] as number) + 1;
  const total = data.length;
  let low = 0;
  let high = 255;
  for (let sum = 0, v = 0; v < 256; v++) {
    sum += histogram[v] as number;
    if (sum >= total * LEVELS_OUTLIERS) {
      low = v;
      break;
    }
  }
  for (let sum = 0, v = 255; v >= 0; v--) {
    sum += histogram[v] as number;
    if (sum >= total * LEVELS_OUTLIERS) {
      high = v;
      break;
    }
  }
  return { low, high };
}

/** 8-bit samples mapped so that `low`..`high` spans 0..255 (clamped beyond). */
export function stretchLevels(data: Uint8Array, { low, high }: { low: number; high: number }) {
  const range = Math.max(1, high - low);
  const stretched = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) {
    stretched[i] = Math.max(
      0,
      Math.min(255, Math.round((((data[i] as number) - low) * 255) / range)),
    );
  }
  return stretched;
}

/** Width the quality measures are taken at: blur and brightness compare across inputs. */
export const ANALYSIS_WIDTH = 640;

/**
 * Decodes any image sharp reads (JPEG, PNG, WebP, HEIF...), applies its EXIF orientation
 * and returns it greyscale, scaled down to `width` (never up).
 */
export async function decodeGrey(
  input: Buffer | Uint8Array,
  width: number | null = ANALYSIS_WIDTH,
) {
  const image = sharp(input).rotate();
  // Linear, not sharp's default Lanczos: 3 ms less per frame, and the analysis width is
  // what the thresholds were measured at either way.
  if (width !== null) image.resize({ width, withoutEnlargement: true, kernel: 'linear' });
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  } satisfies TGreyImage;
}

/** An 8-bit RGB image, row-major, three bytes per pixel. */
export interface TRgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * One image decoded once for a whole analysis: the same pixels `decodeGrey(input, null)`
 * (the document) and `decodeGrey(input)` (the quality) give, and the RGB ones the face
 * detector decodes for itself. Decoding a JPEG, converting it to grey (most of the
 * cost) and scaling it each once instead of three times.
 */
export interface TDecodedImage {
  /** Null when they would not be what the detector decodes: it then decodes its own. */
  rgb: TRgbImage | null;
  grey: TGreyImage;
  analysis: TGreyImage;
}

/**
 * Decodes an image once (see TDecodedImage). sharp converts to grey before it scales, so
 * the greyscale from the decoded RGB and the analysis width from that greyscale are the
 * very pixels of the separate decodes, for an upright 8-bit RGB image without alpha or
 * colour profile no larger than `rgbMaxSide` (a camera frame, or what a canvas encodes);
 * any other image is decoded as before, separately.
 */
export async function decodeImage(
  input: Buffer | Uint8Array,
  { rgbMaxSide }: { rgbMaxSide: number },
): Promise<TDecodedImage> {
  const meta = await sharp(input).metadata();
  const plain =
    (meta.orientation ?? 1) === 1 &&
    meta.channels === 3 &&
    !meta.hasAlpha &&
    !meta.hasProfile &&
    meta.depth === 'uchar' &&
    Math.max(meta.width ?? 0, meta.height ?? 0) <= rgbMaxSide;
  if (!plain) {
    return { rgb: null, grey: await decodeGrey(input, null), analysis: await decodeGrey(input) };
  }
  const rgb = await sharp(input).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = rgb.info;
  const grey = await greyOf(sharp(rgb.data, { raw: { width, height, channels: 3 } }));
  const analysis = await greyOf(
    sharp(grey.data, { raw: { width, height, channels: 1 } }).resize({
      width: ANALYSIS_WIDTH,
      withoutEnlargement: true,
      kernel: 'linear',
    }),
  );
  return { rgb: { data: viewOf(rgb.data), width, height }, grey, analysis };
}

async function greyOf(image: Sharp): Promise<TGreyImage> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: viewOf(data), width: info.width, height: info.height };
}

const viewOf = (data: Buffer) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
