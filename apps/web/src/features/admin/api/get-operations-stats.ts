import { type TOperationsStats, ZOperationsStats } from '@confirma/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

/** GET /api/admin/operations/stats. */
export function getOperationsStats(): Promise<TOperationsStats> {
  return apiClient.get('/admin/operations/stats', { kind: 'login', schema: ZOperationsStats });
}

export function useOperationsStats() {
  return useQuery({ queryKey: ADMIN_KEYS.stats, queryFn: getOperationsStats });
}
