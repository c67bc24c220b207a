import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MAX_PIXELS,
  type TBrand,
  type TBrandUpdate,
} from '@confirma/contracts/branding';
import { AppError } from '../../platform/errors.ts';
import { assertCompleteImage } from '../../platform/images/image-integrity.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { brandView, findBrand, saveBrand } from '../accounts/index.ts';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A logo sent as base64 or a data URL, as bytes: a whole PNG or JPEG of at most
 * BRAND_LOGO_MAX_BYTES and BRAND_LOGO_MAX_PIXELS (SVG and anything else: NOT_AN_IMAGE).
 */
function logoBytes(text: string): Buffer {
  const payload = text.replace(/^data:image\/(?:png|jpeg);base64,/i, '');
  if (!BASE64.test(payload)) throw new AppError('NOT_AN_IMAGE', 'The logo is not base64');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.byteLength > BRAND_LOGO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The logo is over ${BRAND_LOGO_MAX_BYTES} bytes`);
  }
  assertCompleteImage(bytes, { maxPixels: BRAND_LOGO_MAX_PIXELS });
  return bytes;
}

/**
 * Saves the account's brand: its name and colour, and a new logo (checked, then stored
 * in the blob store before the row names it), or none (`logo: null`), or the logo it had
 * (`logo` absent). Answers the brand as saved.
 */
export async function updateBrand(
  platform: Pick<TPlatform, 'blobs' | 'database'>,
  userId: string,
  update: TBrandUpdate,
): Promise<TBrand | null> {
  const { db } = platform.database;
  const logoSha256 = update.logo
    ? (await platform.blobs.put(logoBytes(update.logo))).key
    : update.logo;
  await saveBrand(db, { userId, brand: { name: update.name, color: update.color, logoSha256 } });
  return brandView(await findBrand(db, { userId }));
}
