import { type TOcrHistoryResponse, ZOcrHistoryResponse } from '@confirma/contracts/ocr';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readPages } from '../../../lib/keyset-pages';
import { OCR_KEYS } from './query-keys';

/** GET /api/v2/ocr: the account's analyses, newest first. */
export function useOcrHistory() {
  return useQuery({
    queryKey: OCR_KEYS.history,
    // The newest 200: two pages of 100 (the list pages by key).
    queryFn: async (): Promise<TOcrHistoryResponse> => {
      const { items, nextCursor } = await readPages(async (cursor) => {
        const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
        const page = await apiClient.get(`/v2/ocr?${query.toString()}`, {
          kind: 'login',
          schema: ZOcrHistoryResponse,
        });
        return { items: page.analyses, nextCursor: page.nextCursor };
      }, 2);
      return { analyses: items, nextCursor };
    },
  });
}
