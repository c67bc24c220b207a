import { type TGuestRegister, ZGuestRegister } from '@confirma/contracts/traveller';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readPages } from '../../../lib/keyset-pages';

/** The guest register's queries, by search. */
export const TRAVELLER_KEYS = {
  register: (q: string) => ['account', 'guest-register', q] as const,
};

/** GET /api/traveller/register: the account's guest register, with the browser's session. */
export function useGuestRegister(q: string) {
  return useQuery({
    queryKey: TRAVELLER_KEYS.register(q),
    // The newest 1000: ten pages of 100 (the register pages by key).
    queryFn: async (): Promise<TGuestRegister> => {
      const { items, nextCursor } = await readPages(async (cursor) => {
        const query = new URLSearchParams({ q, limit: '100', ...(cursor ? { cursor } : {}) });
        const page = await apiClient.get(`/traveller/register?${query.toString()}`, {
          kind: 'login',
          schema: ZGuestRegister,
        });
        return { items: page.entries, nextCursor: page.nextCursor };
      }, 10);
      return { entries: items, nextCursor };
    },
  });
}
