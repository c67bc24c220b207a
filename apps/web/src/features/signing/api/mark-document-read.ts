import {
  type TDocumentReadRequest,
  type TSigningAck,
  ZSigningAck,
} from '@confirma/contracts/operations';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/documentread/{operationUuid}: the signer has read and accepted the document. */
export function markDocumentRead(
  operationUuid: string,
  documentUuid: string,
): Promise<TSigningAck> {
  const body: TDocumentReadRequest = { operationUuid, documentUuid };
  return apiClient.post(`/v2/documentread/${operationUuid}`, body, { schema: ZSigningAck });
}
