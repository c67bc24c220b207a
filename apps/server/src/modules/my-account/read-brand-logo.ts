import { AppError } from '../../platform/errors.ts';
import { readImageSize } from '../../platform/images/image-size.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { isBrandLogo } from '../accounts/index.ts';

/**
 * A logo an account uses, with its format (png or jpeg); 404 for any other blob, so the
 * public address serves nothing else of the blob store.
 */
export async function readBrandLogo(
  platform: TPlatform,
  sha256: string,
): Promise<{ bytes: Buffer; format: 'png' | 'jpeg' }> {
  if (!(await isBrandLogo(platform.database.db, { sha256 }))) {
    throw new AppError('NOT_FOUND', 'No such logo');
  }
  const bytes = await platform.blobs.get(sha256);
  const size = readImageSize(bytes);
  if (!size) throw new AppError('NOT_FOUND', 'No such logo');
  return { bytes, format: size.format };
}
