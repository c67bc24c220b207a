import { type TReviewQueueResponse, ZReviewQueueResponse } from '@confirma/contracts/review';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_KEYS } from './query-keys';

const PAGE = 50;
/** The queue moves while a reviewer looks at it: asked again every minute. */
const REFRESH_MS = 60_000;

/**
 * GET /api/review/identifications?cursor=&limit=: the cases waiting for the platform's
 * reviewers, oldest first (the session cookie of a user with the reviewer role: 401
 * without a session, 403 without the role).
 */
export function listReviewQueue(cursor: string | null): Promise<TReviewQueueResponse> {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/review/identifications?${query}`, {
    kind: 'login',
    schema: ZReviewQueueResponse,
  });
}

export function useReviewQueue() {
  return useCursorList(REVIEW_KEYS.queue, listReviewQueue, {
    refetchInterval: REFRESH_MS,
  });
}
