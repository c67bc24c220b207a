import { z } from 'zod';
import { SIGNING_PATHS } from '../../../api/signing-paths';
import { apiClient } from '../../../lib/api-client';
import { base64ToBytes } from '../../../lib/base64-to-bytes';

/**
 * GET /api/v2/getdocumentbyuuidb64/{operationUuid}/{documentUuid}: the document as PDF
 * bytes, the original before signing and the sealed one after.
 */
export async function getDocumentPdf(
  operationUuid: string,
  documentUuid: string,
): Promise<Uint8Array> {
  const b64 = await apiClient.get(SIGNING_PATHS.document(operationUuid, documentUuid), {
    schema: z.string(),
  });
  return base64ToBytes(b64);
}
