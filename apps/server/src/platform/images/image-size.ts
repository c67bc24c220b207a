import { AppError } from '../errors.ts';

/** Images above this many pixels are refused unless configured otherwise (4000 x 4000). */
export const DEFAULT_MAX_IMAGE_PIXELS = 16_000_000;

export interface TImageSize {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its IHDR, the chunk that must come first. */
function pngSize(bytes: Uint8Array): TImageSize | null {
  if (bytes.byteLength < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (view.getUint32(8) !== 13 || ihdr !== 'IHDR') return null;
  return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_SOF = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** A JPEG's size from its first start-of-frame segment, walking the segments before it. */
function jpegSize(bytes: Uint8Array): TImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or the scan: no frame
    const length = view.getUint16(at + 2);
    if (JPEG_SOF.has(marker)) {
      if (at + 9 > bytes.byteLength) return null;
      return { format: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** An image's size read from its header, without decoding it; null when not a PNG or JPEG. */
export function readImageSize(bytes: Uint8Array): TImageSize | null {
  return pngSize(bytes) ?? jpegSize(bytes);
}

/**
 * Refuses an image whose header announces more than `maxPixels` pixels (IMAGE_TOO_LARGE)
 * or none at all, or whose size cannot be read (UNSUPPORTED_MEDIA_TYPE). Call it before
 * anything decodes the image: a few kilobytes of PNG can claim gigabytes of pixels.
 */
export function assertImagePixels(bytes: Uint8Array, { maxPixels }: { maxPixels: number }) {
  const size = readImageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image is not a PNG or JPEG with a size');
  }
  const pixels = size.width * size.height;
  if (pixels > maxPixels) {
    throw new AppError(
      'IMAGE_TOO_LARGE',
      `The image is ${size.width} x ${size.height} pixels; at most ${maxPixels} pixels are accepted`,
    );
  }
  return size;
}
