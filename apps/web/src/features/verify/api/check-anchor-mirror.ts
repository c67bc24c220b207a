import { ZVerifiedOperation } from '@confirma/contracts/verify';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/verify/operations/{operationUuid}/mirror: the operation's evidence checked
 * against a copy of the public anchor log (as read from the file a third party kept).
 */
export function checkAnchorMirror(operationUuid: string, copy: unknown) {
  return apiClient.post(`/verify/operations/${encodeURIComponent(operationUuid)}/mirror`, copy, {
    schema: ZVerifiedOperation,
  });
}

export function useCheckAnchorMirror(operationUuid: string) {
  return useMutation({ mutationFn: (copy: unknown) => checkAnchorMirror(operationUuid, copy) });
}
