import { type TAdminAccountDetail, ZAdminAccountDetail } from '@confirma/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { account } from './account-paths';
import { ADMIN_KEYS } from './query-keys';

/** GET /api/admin/accounts/{userId}. */
export function getAdminAccount(userId: string): Promise<TAdminAccountDetail> {
  return apiClient.get(account(userId), { kind: 'login', schema: ZAdminAccountDetail });
}

export function useAdminAccount(userId: string) {
  return useQuery({ queryKey: ADMIN_KEYS.account(userId), queryFn: () => getAdminAccount(userId) });
}
