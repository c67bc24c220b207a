import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { base64ToBytes } from '../../../lib/base64-to-bytes';

/** GET /api/v2/actabyoperationuuidb64/{operationUuid}: the certificate (acta) as PDF bytes. */
export async function getActaPdf(operationUuid: string): Promise<Uint8Array> {
  const b64 = await apiClient.get(`/v2/actabyoperationuuidb64/${operationUuid}`, {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}
