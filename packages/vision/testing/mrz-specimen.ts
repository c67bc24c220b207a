import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { analyseDocument } from '../src/document/analyse-document.ts';
import { decodeGrey, type TGreyImage } from '../src/image.ts';
import { FIXTURES_DIR, loadFixtures } from './generate-fixtures.ts';

/** A crisp fixture's printed MRZ lines and its MRZ strip, as analyseDocument cuts it. */
export async function specimen(file: string) {
  const fixture = (await loadFixtures()).find((f) => f.file === file);
  const result = await analyseDocument(await fs.readFile(path.join(FIXTURES_DIR, file)), {
    returnImages: true,
  });
  if (!result?.mrzImage) throw new Error(`no MRZ strip in ${file}`);
  return { mrz: fixture?.mrz, band: await decodeGrey(result.mrzImage, null) };
}

/**
 * A strip as a document far from the camera prints it: shrunk `shrink` times, blurred,
 * saved as a JPEG of `jpegQuality` (else losslessly), and enlarged back to its size. Two
 * pipelines: sharp keeps only the last resize of one.
 */
export async function softened(
  band: TGreyImage,
  { shrink, blur, jpegQuality }: { shrink: number; blur: number; jpegQuality?: number },
): Promise<TGreyImage> {
  const small = sharp(band.data, {
    raw: { width: band.width, height: band.height, channels: 1 },
  })
    .resize({ width: Math.round(band.width / shrink) })
    .blur(blur);
  const saved = jpegQuality ? small.jpeg({ quality: jpegQuality }) : small.png();
  const data = await sharp(await saved.toBuffer())
    .resize({ width: band.width, height: band.height, fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return { ...band, data: new Uint8Array(data) };
}
