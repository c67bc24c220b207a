import { ZBrandResponse } from '@confirma/contracts/branding';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/** GET /api/account/brand: the account's brand (name, colour, logo), null without one. */
export function getBrand() {
  return apiClient.get('/account/brand', { kind: 'login', schema: ZBrandResponse });
}

export function useBrand(userId: string) {
  return useQuery({ queryKey: ACCOUNT_KEYS.brand(userId), queryFn: getBrand });
}
