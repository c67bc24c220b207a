import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** DELETE /api/account/brand: the account's signers see the product's look again. */
export function deleteBrand(): Promise<unknown> {
  return apiClient.delete('/account/brand', { kind: 'login' });
}

export function useDeleteBrand(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.setQueryData(ACCOUNT_KEYS.brand(userId), { brand: null }),
  });
}
