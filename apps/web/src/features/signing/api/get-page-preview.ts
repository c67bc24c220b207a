import { SIGNING_PATHS } from '../../../api/signing-paths';
import { apiClient } from '../../../lib/api-client';

/** The picture, or null when the server had none this time (204: it could not draw it). */
const ZImage = {
  parse(data: unknown): Blob | null {
    if (data === undefined) return null;
    if (data instanceof Blob && data.type.startsWith('image/')) return data;
    throw new TypeError('not an image');
  },
};

/**
 * GET /api/v2/getdocumentpage/{operationUuid}/{documentUuid}/{page}: one page of the
 * document as the server draws it (WebP, 600 px wide), shown while pdf.js loads.
 */
export function getPagePreview(
  operationUuid: string,
  documentUuid: string,
  page: number,
): Promise<Blob | null> {
  return apiClient.get(SIGNING_PATHS.page(operationUuid, documentUuid, page), { schema: ZImage });
}
