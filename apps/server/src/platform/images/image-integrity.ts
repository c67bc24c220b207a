import { crc32 } from 'node:zlib';
import { AppError } from '../errors.ts';
import { assertImagePixels, type TImageSize } from './image-size.ts';

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * A PNG whose every chunk is whole and carries its CRC-32, with image data, ending with
 * IEND and nothing after it (a cut file, or another file glued behind, is not one).
 */
function pngComplete(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  let data = false;
  while (at + 12 <= bytes.byteLength) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.byteLength) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) {
      return false;
    }
    const type = tag(bytes, at + 4);
    if (type === 'IEND') return data && end === bytes.byteLength;
    if (type === 'IDAT') data = true;
    at = end;
  }
  return false;
}

/**
 * A JPEG whose segments, from its start, are whole up to the scan (a frame among them), and
 * whose last two bytes are the end-of-image marker.
 */
function jpegComplete(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const last = bytes.byteLength - 2;
  if (last < 4 || bytes[last] !== 0xff || bytes[last + 1] !== 0xd9) return false;
  let at = 2;
  let frame = false;
  while (at + 4 <= last) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const end = at + 2 + view.getUint16(at + 2);
    if (end > last) return false;
    if (marker === 0xda) return frame;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = true;
    at = end;
  }
  return false;
}

/**
 * An uploaded PNG or JPEG the product will serve to others (a brand's logo): its size read
 * from its header and bounded (assertImagePixels), and the file whole, without decoding it:
 * NOT_AN_IMAGE for anything else, a cut file, or one with something glued behind.
 */
export function assertCompleteImage(
  bytes: Uint8Array,
  { maxPixels }: { maxPixels: number },
): TImageSize {
  let size: TImageSize;
  try {
    size = assertImagePixels(bytes, { maxPixels });
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('NOT_AN_IMAGE', 'Not a PNG or JPEG image');
    }
    throw error;
  }
  const complete = size.format === 'png' ? pngComplete(bytes) : jpegComplete(bytes);
  if (!complete) throw new AppError('NOT_AN_IMAGE', `The ${size.format} file is not whole`);
  return size;
}
