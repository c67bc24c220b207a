import { type TAdminMe, ZAdminMe } from '@confirma/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

/**
 * GET /api/admin/me: the signed-in administrator; 401 without a session, 403 without the
 * role. The server decides: the page shows the back office only after this answers.
 */
export function getAdminMe(): Promise<TAdminMe> {
  return apiClient.get('/admin/me', { kind: 'login', schema: ZAdminMe });
}

export function useAdminMe() {
  return useQuery({ queryKey: ADMIN_KEYS.me, queryFn: getAdminMe, retry: false });
}
