import { ZIdentificationCertificateResponse } from '@confirma/contracts/identification';
import { renewAccountToken } from '../../../api/get-access-token';
import { apiClient } from '../../../lib/api-client';
import { base64ToBytes } from '../../../lib/base64-to-bytes';

/**
 * GET /api/v2/identification/certificate/{op}/{video}: the sealed identification
 * certificate, as PDF bytes. The identification service takes tokens, not the session
 * cookie: the owner asks with a fresh token of their account.
 */
export async function getIdentificationCertificate(
  operationUuid: string,
  videoUuid: string,
): Promise<Uint8Array> {
  await renewAccountToken();
  const path = `/v2/identification/certificate/${encodeURIComponent(operationUuid)}/${encodeURIComponent(videoUuid)}`;
  const b64 = await apiClient.get(path, {
    kind: 'account',
    schema: ZIdentificationCertificateResponse,
  });
  return base64ToBytes(b64);
}
