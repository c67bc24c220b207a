import { type TOrder, ZOrderList } from '@confirma/contracts/payments';
import { apiClient } from '../../../lib/api-client';
import { readPages } from '../../../lib/keyset-pages';

/** GET /api/payments/orders: my orders, newest first: the first two pages of 100 (the list pages by key). */
export async function listOrders(): Promise<TOrder[]> {
  const { items } = await readPages(async (cursor) => {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page = await apiClient.get(`/payments/orders?${query.toString()}`, {
      kind: 'login',
      schema: ZOrderList,
    });
    return { items: page.orders, nextCursor: page.nextCursor };
  }, 2);
  return items;
}
