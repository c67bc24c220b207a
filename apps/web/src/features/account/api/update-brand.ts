import {
  type TBrandResponse,
  type TBrandUpdate,
  ZBrandResponse,
} from '@confirma/contracts/branding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/**
 * PUT /api/account/brand: the name, the colour (null: the product's) and a new logo as a
 * data URL (null removes it, absent keeps it); answers the brand as saved.
 */
export function updateBrand(body: TBrandUpdate): Promise<TBrandResponse> {
  return apiClient.put('/account/brand', body, { kind: 'login', schema: ZBrandResponse });
}

export function useUpdateBrand(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_KEYS.brand(userId), saved),
  });
}
