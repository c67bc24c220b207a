import {
  type TOcrHistoryResponse,
  type TOcrRequest,
  ZOcrHistoryResponse,
  ZOcrOutlineResponse,
  ZOcrResult,
} from '@confirma/contracts/ocr';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readPages } from '../../../lib/keyset-pages';

/**
 * Document verification under /api/v2/ocr, with the browser's session (sent as 'login'
 * calls: no bearer token). The server answers the same to an account token (the API).
 */
export const OCR_KEYS = { history: ['account', 'ocr', 'history'] as const };

/** The document's corners in a photo (free). */
export const findOutline = (image: string) =>
  apiClient.post('/v2/ocr/outline', { image }, { kind: 'login', schema: ZOcrOutlineResponse });

/** The analysis (2 credits): replayed, not charged again, with the same idempotency key. */
export const analyseDocument = (body: TOcrRequest) =>
  apiClient.post('/v2/ocr', body, { kind: 'login', schema: ZOcrResult });

export const getAnalysis = (id: string) =>
  apiClient.get(`/v2/ocr/${encodeURIComponent(id)}`, { kind: 'login', schema: ZOcrResult });

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

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/v2/ocr/${encodeURIComponent(id)}`, { kind: 'login' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OCR_KEYS.history }),
  });
}

/** Where a link of the result (relative to the site) is fetched from: the same origin. */
export const apiHref = (link: string) => link;
