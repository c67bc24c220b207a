import { ZOcrOutlineResponse } from '@confirma/contracts/ocr';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/ocr/outline: the document's corners in a photo (free). */
export const findOutline = (image: string) =>
  apiClient.post('/v2/ocr/outline', { image }, { kind: 'login', schema: ZOcrOutlineResponse });
