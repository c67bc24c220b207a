import { AppError } from '../../../platform/errors.ts';
import { assertImagePixels, readImageSize } from '../../../platform/images/image-size.ts';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A frame sent as base64 (or a data URL) turned into image bytes: NOT_AN_IMAGE unless it is
 * a PNG or JPEG, IMAGE_TOO_LARGE when its header announces more than `maxPixels` (checked
 * before anything decodes it).
 */
export function decodeFrame(text: string, { maxPixels }: { maxPixels: number }): Buffer {
  const payload = text.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s/g, '');
  if (!BASE64.test(payload)) throw new AppError('NOT_AN_IMAGE', 'The frame is not base64');
  const bytes = Buffer.from(payload, 'base64');
  if (!readImageSize(bytes)) throw new AppError('NOT_AN_IMAGE', 'The frame is not a PNG or JPEG');
  assertImagePixels(bytes, { maxPixels });
  return bytes;
}
