import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../testing/generate-fixtures.ts';
import {
  decodeGrey,
  decodeImage,
  type TDecodedImage,
  type TGreyImage,
  type TRgbImage,
} from './image.ts';

const photo = (file: string) => readFile(path.join(FIXTURES_DIR, file));

/** Size and bytes (a deep equality over a million numbers takes seconds). */
const pixelsOf = ({ data, width, height }: TGreyImage | TRgbImage) => ({
  width,
  height,
  sha256: createHash('sha256').update(data).digest('hex'),
});

/** decodeImage's greys are exactly decodeGrey's, however the image was decoded. */
async function expectSameGreys(bytes: Buffer, decoded: TDecodedImage) {
  expect(pixelsOf(decoded.grey)).toEqual(pixelsOf(await decodeGrey(bytes, null)));
  expect(pixelsOf(decoded.analysis)).toEqual(pixelsOf(await decodeGrey(bytes)));
}

describe('decodeImage', () => {
  it('decodes a camera-like JPEG once: its RGB, and the very greys of the separate decodes', async () => {
    for (const file of [
      'esp-passport.passport.crisp.jpg',
      'esp-dni-1.id-back.glare.jpg',
      'ita-cie.id-front.dim.jpg',
    ]) {
      const bytes = await photo(file);
      const decoded = await decodeImage(bytes, { rgbMaxSide: 1920 });
      const rgb = await sharp(bytes)
        .rotate()
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(pixelsOf(decoded.rgb as TRgbImage), file).toEqual(
        pixelsOf({ data: rgb.data, width: rgb.info.width, height: rgb.info.height }),
      );
      expect(decoded.rgb?.width, file).toBe(1280);
      await expectSameGreys(bytes, decoded);
    }
  }, 30_000);

  it('leaves the RGB to the detector for an EXIF-rotated, a transparent or a too large image', async () => {
    const bytes = await photo('esp-dni-1.id-front.crisp.jpg');
    const cases = {
      rotated: await sharp(bytes).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
      transparent: await sharp(bytes).ensureAlpha(0.5).png().toBuffer(),
      large: bytes,
    };
    for (const [name, image] of Object.entries(cases)) {
      const decoded = await decodeImage(image, { rgbMaxSide: name === 'large' ? 1000 : 1920 });
      expect(decoded.rgb, name).toBeNull();
      await expectSameGreys(image, decoded);
    }
  }, 30_000);
});
