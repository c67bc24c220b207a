import type {
  TIdentificationResultResponse,
  TIdentificationReviewRequest,
} from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import type { TOperationAccess } from '../../operations/index.ts';
import { findReadableIdentification } from '../readable-identification.ts';
import { decideReview } from './decide-review.ts';

/**
 * `POST identification/review/{op}/{video}`: the operation's owner decides an identification
 * under REVIEW where the account chose to decide its own (OWNER), with the same reason and
 * checklist as the platform's reviewers (review/decide-review.ts); where the platform's
 * reviewers decide, 409 REVIEW_BY_PLATFORM. Answers the result as it stands after.
 */
export async function reviewIdentification(
  context: Parameters<typeof decideReview>[0],
  access: TOperationAccess,
  videoUuid: string,
  request: TIdentificationReviewRequest,
  meta: { ip: string | null; userAgent: string | null },
): Promise<TIdentificationResultResponse> {
  if (access.actor !== 'sender') {
    throw new AppError('FORBIDDEN', "Only the operation's owner reviews an identification");
  }
  const { row, signer } = await findReadableIdentification(context, access, videoUuid);
  const decided = await decideReview(
    context,
    { row, operation: access.operation, signer },
    { role: 'account_owner', userId: access.userId, meta },
    request,
  );
  return decided.result;
}
