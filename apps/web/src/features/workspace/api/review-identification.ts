import {
  type TIdentificationReviewRequest,
  ZIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { renewAccountToken } from '../../../api/get-access-token';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/v2/identification/review/{op}/{video}: the owner's decision on an
 * identification under REVIEW, where the account decides its own: the decision with its
 * reason and checklist, as the platform's reviewers give it. Asked with a fresh token of
 * their account (the identification service takes tokens, not the session cookie).
 */
export async function reviewIdentification(
  operationUuid: string,
  videoUuid: string,
  request: TIdentificationReviewRequest,
) {
  await renewAccountToken();
  const path = `/v2/identification/review/${encodeURIComponent(operationUuid)}/${encodeURIComponent(videoUuid)}`;
  return apiClient.post(path, request, { kind: 'account', schema: ZIdentificationResultResponse });
}
