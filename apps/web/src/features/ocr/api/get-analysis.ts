import { ZOcrResult } from '@confirma/contracts/ocr';
import { apiClient } from '../../../lib/api-client';

/** GET /api/v2/ocr/{id}: one analysis with its result. */
export const getAnalysis = (id: string) =>
  apiClient.get(`/v2/ocr/${encodeURIComponent(id)}`, { kind: 'login', schema: ZOcrResult });
