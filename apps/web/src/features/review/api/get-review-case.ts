import { type TReviewCase, ZReviewCase } from '@confirma/contracts/review';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_KEYS } from './query-keys';

/**
 * GET /api/review/identifications/{id}: one case side by side (its images, frames and
 * video are URLs the reviewer's session reads); 404 for one the desk does not see.
 */
export function getReviewCase(id: string): Promise<TReviewCase> {
  return apiClient.get(`/review/identifications/${encodeURIComponent(id)}`, {
    kind: 'login',
    schema: ZReviewCase,
  });
}

export function useReviewCase(id: string) {
  return useQuery({ queryKey: REVIEW_KEYS.case(id), queryFn: () => getReviewCase(id) });
}
