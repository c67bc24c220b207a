import { type TOcrOutlineResponse, ZOcrOutlineRequest } from '@confirma/contracts/ocr';
import { decodeFrame } from '../identification/index.ts';
import type { TOcrContext } from './ocr.types.ts';

/**
 * The cropper's first step (free): the document's four corners in a photo, found by the
 * engine in the vision pool, for the person to check and move before the analysis.
 */
export async function findDocumentOutline(
  context: TOcrContext,
  input: { image: string },
): Promise<TOcrOutlineResponse> {
  const { image } = ZOcrOutlineRequest.parse(input);
  const photo = decodeFrame(image, { maxPixels: context.platform.config.IMAGE_MAX_PIXELS });
  return context.vision.run('outline', { image: new Uint8Array(photo) });
}
