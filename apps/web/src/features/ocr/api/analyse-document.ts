import { type TOcrRequest, ZOcrResult } from '@confirma/contracts/ocr';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/ocr: the analysis (2 credits): replayed, not charged again, with the same idempotency key. */
export const analyseDocument = (body: TOcrRequest) =>
  apiClient.post('/v2/ocr', body, { kind: 'login', schema: ZOcrResult });
