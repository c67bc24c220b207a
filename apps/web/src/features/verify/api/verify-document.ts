import { ZVerifyResult } from '@confirma/contracts/verify';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/verify: the file itself as the body; its signatures, whether it changed after
 * signing, and the evidence of the operation it belongs to.
 */
export function verifyDocument(file: Blob) {
  return apiClient.post('/verify', file, {
    schema: ZVerifyResult,
    headers: { 'Content-Type': 'application/pdf' },
  });
}

export function useVerifyDocument() {
  return useMutation({ mutationFn: verifyDocument });
}
