import { ZBulkSendList } from '@confirma/contracts/bulk-sends';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { BULK_KEYS } from './bulk-send-keys';

/** GET /api/bulk-sends?templateId=: the template's newest bulk sends. */
export function useBulkSends(templateId: string) {
  return useQuery({
    queryKey: BULK_KEYS.ofTemplate(templateId),
    queryFn: () =>
      apiClient.get(`/bulk-sends?templateId=${encodeURIComponent(templateId)}`, {
        kind: 'login',
        schema: ZBulkSendList,
      }),
  });
}
