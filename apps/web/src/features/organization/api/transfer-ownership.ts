import type { TTransferOwnership } from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/organization/transfer: the member becomes owner (the caller's role changes too). */
export function transferOwnership(body: TTransferOwnership): Promise<void> {
  return apiClient.post('/organization/transfer', body, { kind: 'login' });
}

/** The caller's own role and permissions changed with the members': everything is asked again. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
