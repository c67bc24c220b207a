import { ZBulkSend } from '@confirma/contracts/bulk-sends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { BULK_KEYS } from './bulk-send-keys';

/** POST /api/bulk-sends/{id}/cancel: the rows not yet created are not sent. */
export function useCancelBulkSend(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post(`/bulk-sends/${encodeURIComponent(id)}/cancel`, undefined, {
        kind: 'login',
        schema: ZBulkSend,
      }),
    onSuccess: (bulk) => queryClient.setQueryData(BULK_KEYS.one(id), bulk),
  });
}
