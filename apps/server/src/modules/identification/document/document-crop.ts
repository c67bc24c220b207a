import type { TImageAnalysis } from '@confirma/vision';
import sharp from 'sharp';

/** Share of a passport data page's height its MRZ band takes (ICAO 9303 TD3: ~23 mm of 88). */
const TD3_MRZ_SHARE = 0.27;

/**
 * The document's bounding box cut out of the frame as a JPEG (the spec's imagebase64), and
 * for a passport page its MRZ band (imagemrzbase64): null when no outline was found.
 */
export async function cropDocument(
  image: Uint8Array,
  document: Pick<NonNullable<TImageAnalysis['document']>, 'corners'>,
  { mrzBand = false }: { mrzBand?: boolean } = {},
): Promise<{ document: Buffer | null; mrz: Buffer | null }> {
  if (document.corners.length < 4) return { document: null, mrz: null };
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const xs = document.corners.map((corner) => corner.x);
  const ys = document.corners.map((corner) => corner.y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const box = {
    left,
    top,
    width: Math.min(width, Math.ceil(Math.max(...xs))) - left,
    height: Math.min(height, Math.ceil(Math.max(...ys))) - top,
  };
  if (box.width < 8 || box.height < 8) return { document: null, mrz: null };
  const crop = await sharp(image).rotate().extract(box).jpeg({ quality: 88 }).toBuffer();
  if (!mrzBand) return { document: crop, mrz: null };
  const bandHeight = Math.round(box.height * TD3_MRZ_SHARE);
  const mrz = await sharp(crop)
    .extract({ left: 0, top: box.height - bandHeight, width: box.width, height: bandHeight })
    .jpeg({ quality: 88 })
    .toBuffer();
  return { document: crop, mrz };
}
