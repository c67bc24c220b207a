import {
  type TCreateOperationRequest,
  type TCreateOperationResponse,
  ZCreateOperationResponse,
} from '@confirma/contracts/operations';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/create/withotpandtoken/{domainUuid}: creates the operation with the
 * session's account token; the answer names it, its documents and the signer token.
 */
export function createOperation(
  domainUuid: string,
  payload: TCreateOperationRequest,
): Promise<TCreateOperationResponse> {
  return apiClient.post(`/v2/create/withotpandtoken/${domainUuid}`, payload, {
    kind: 'create',
    schema: ZCreateOperationResponse,
  });
}
