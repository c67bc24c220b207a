import { z } from 'zod';
import { SIGNING_PATHS } from '../../../api/signing-paths';
import { apiClient } from '../../../lib/api-client';
import { base64ToBytes } from '../../../lib/base64-to-bytes';

/**
 * GET /api/v2/getdocumentbyuuidb64/{op}/{document}: the parte, filled, signed or sealed, as
 * PDF bytes, with the guest's token.
 */
export async function getPartePdf(operationUuid: string, documentUuid: string) {
  const b64 = await apiClient.get(SIGNING_PATHS.document(operationUuid, documentUuid), {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}
