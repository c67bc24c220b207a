import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_QUALITY, measureQuality } from './measure-quality.ts';

/** A 640x480 checkerboard of `cell` px squares between two grey levels. */
async function checkerboard(dark: number, light: number, cell = 16, blurSigma = 0) {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels[y * width + x] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? light : dark;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 1 } });
  if (blurSigma) image = image.blur(blurSigma);
  return image.png().toBuffer();
}

describe('image quality', () => {
  it('passes a sharp, evenly lit image', async () => {
    const quality = await measureQuality(await checkerboard(60, 190));
    expect(quality.brightness).toBeCloseTo(49, 0);
    expect(quality.blur).toBeGreaterThan(1000);
    expect(quality).toMatchObject({ tooDark: false, tooBright: false, blurred: false, ok: true });
  });

  it('flags a dark and a bright frame against the video thresholds (20–80 %)', async () => {
    const dark = await measureQuality(await checkerboard(10, 60));
    expect(dark.brightness).toBeLessThan(20);
    expect(dark).toMatchObject({ tooDark: true, ok: false });
    const bright = await measureQuality(await checkerboard(200, 250));
    expect(bright.brightness).toBeGreaterThan(80);
    expect(bright).toMatchObject({ tooBright: true, ok: false });
  });

  it('flags a blurred image (variance of the Laplacian under 100)', async () => {
    const blurred = await measureQuality(await checkerboard(60, 190, 16, 6));
    expect(blurred.blur).toBeLessThan(100);
    expect(blurred).toMatchObject({ blurred: true, ok: false });
  });

  it('judges still images on the R+G+B threshold 300 (39.2 % luminance)', async () => {
    const image = await checkerboard(60, 130); // ~37 %: fine for video, dark for a document
    expect((await measureQuality(image)).tooDark).toBe(false);
    expect((await measureQuality(image, IMAGE_QUALITY)).tooDark).toBe(true);
  });
});
