import { type TOperationResponse, ZOperationResponse } from '@confirma/contracts/operations';
import { ApiError, apiClient } from '../lib/api-client';
import { sessionStore } from '../lib/session-store';
import { getDomainUuid } from './get-domain-uuid';
import { SIGNING_PATHS } from './signing-paths';

/**
 * GET /api/v2/getoperationbyuuid/{domainUuid}/{operationUuid}: the operation, as its
 * sender (after creating it) or its signer (with the esignToken) may see it.
 */
export async function getOperation(operationUuid: string): Promise<TOperationResponse> {
  const read = async () =>
    apiClient.get(SIGNING_PATHS.operation(await getDomainUuid(), operationUuid), {
      schema: ZOperationResponse,
    });
  try {
    return await read();
  } catch (error) {
    // A remembered domain id from another deployment: forget it and ask once more.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    sessionStore.set({ domainUuid: null });
    return read();
  }
}
