import { type TOperationDetail, ZOperationDetail } from '@confirma/contracts/workspace';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WORKSPACE_KEYS } from './query-keys';

/**
 * GET /api/operations/{operationUuid}: one operation of the account with its signers,
 * documents, evidence timeline, files and what the sender may do now. Another account's
 * operation is 404 NOT_FOUND.
 */
export function getOperationDetail(
  operationUuid: string,
  signal?: AbortSignal,
): Promise<TOperationDetail> {
  return apiClient.get(`/operations/${encodeURIComponent(operationUuid)}`, {
    kind: 'login',
    schema: ZOperationDetail,
    ...(signal ? { signal } : {}),
  });
}

/** Asked again whenever shown; while shown, the live stream keeps it current. */
export function useOperationDetail(operationUuid: string) {
  return useQuery({
    queryKey: WORKSPACE_KEYS.detail(operationUuid),
    queryFn: ({ signal }) => getOperationDetail(operationUuid, signal),
    staleTime: 0,
  });
}
