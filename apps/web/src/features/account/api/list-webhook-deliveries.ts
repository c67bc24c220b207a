import { ZWebhookDeliveryList } from '@confirma/contracts/webhooks';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** A status filter of the deliveries list, or every status. */
export type TDeliveryFilter = 'ALL' | 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** GET /api/webhooks/endpoints/{id}/deliveries: newest first, a page at a time. */
export function listWebhookDeliveries(
  endpointId: string,
  status: TDeliveryFilter,
  cursor: string | null,
) {
  const query = new URLSearchParams({ limit: String(WEBHOOK_DELIVERIES_PAGE_SIZE) });
  if (status !== 'ALL') query.set('status', status);
  if (cursor !== null) query.set('cursor', cursor);
  return apiClient.get(
    `/webhooks/endpoints/${encodeURIComponent(endpointId)}/deliveries?${query}`,
    {
      kind: 'login',
      schema: ZWebhookDeliveryList,
    },
  );
}

/** How often the list is read again while it shows a pending delivery (a try is due). */
export const PENDING_REFETCH_MS = 2000;

/**
 * The deliveries, read again every PENDING_REFETCH_MS while one of them is pending: a
 * resent or retried delivery turns delivered or failed in front of the person.
 */
export function useWebhookDeliveries(userId: string, endpointId: string, status: TDeliveryFilter) {
  return useCursorList(
    [...ACCOUNT_KEYS.webhookDeliveries(userId, endpointId), status],
    (cursor: string | null) => listWebhookDeliveries(endpointId, status, cursor),
    {
      refetchInterval: (query) =>
        query.state.data?.pages.some((page) =>
          page.deliveries.some((delivery) => delivery.status === 'PENDING'),
        )
          ? PENDING_REFETCH_MS
          : false,
    },
  );
}
