import { ZBulkSend } from '@confirma/contracts/bulk-sends';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateAccount } from '../../../lib/account-queries';
import { apiClient } from '../../../lib/api-client';
import { BULK_KEYS } from './bulk-send-keys';

/** How often a running bulk send's progress is read again. */
const PROGRESS_EVERY_MS = 1000;

/** GET /api/bulk-sends/{id}: read again every second while it runs. */
export function useBulkSend(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: BULK_KEYS.one(id),
    queryFn: () =>
      apiClient.get(`/bulk-sends/${encodeURIComponent(id)}`, { kind: 'login', schema: ZBulkSend }),
    refetchInterval: (current) =>
      current.state.data?.state === 'running' ? PROGRESS_EVERY_MS : false,
  });
  const state = query.data?.state;
  // Ended: what it gave back is in the balance, and the template's list shows it ended.
  useEffect(() => {
    if (state && state !== 'running') {
      void invalidateAccount(queryClient);
    }
  }, [state, queryClient]);
  return query;
}
