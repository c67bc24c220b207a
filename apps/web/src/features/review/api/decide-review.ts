import { ZReviewDecisionResponse } from '@confirma/contracts/review';
import type { TReviewDecisionRequest } from '@confirma/contracts/review-decision';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { REVIEW_KEYS } from './query-keys';

/**
 * POST /api/review/identifications/{id}/decision: a platform reviewer's decision, with
 * its reason and checklist. The answer says whether it decided the case, waits for a
 * second reviewer (four-eyes) or sent it back to the queue (the second disagreed).
 */
export function decideReview(id: string, body: TReviewDecisionRequest) {
  return apiClient.post(`/review/identifications/${encodeURIComponent(id)}/decision`, body, {
    kind: 'login',
    schema: ZReviewDecisionResponse,
  });
}

/** The decision; once answered (or refused) the queue and the case are asked again. */
export function useDecideReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewDecisionRequest) => decideReview(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEYS.root }),
  });
}
