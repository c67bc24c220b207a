import { AppError } from '../../../platform/errors.ts';
import { findOperation, findSigner, SYSTEM_SCOPE } from '../../operations/index.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import type { TReviewCaseRef } from './decide-review.ts';
import { findReviewable } from './review-queries.ts';

/**
 * Whether the platform's reviewers see the identification: one the verdict sent to review
 * where the platform decides, or confirms (four-eyes); whatever became of it since.
 */
const platformSees = (row: TIdentificationRow) =>
  row.reviewBy === 'PLATFORM' || (row.reviewBy === 'OWNER' && row.reviewFourEyes === true);

/**
 * A case of the review desk by its id, with its operation and signer; NOT_FOUND for one
 * the platform's reviewers do not see (never sent to review, or its owner decides alone).
 */
export async function openReviewCase(
  context: TIdentificationContext,
  { id }: { id: string },
): Promise<TReviewCaseRef> {
  const row = await findReviewable(context.db, { id });
  if (!row || !platformSees(row)) throw new AppError('NOT_FOUND', 'No such case');
  const [operation, signer] = await Promise.all([
    findOperation(context.db, { operationId: row.operationId, scope: SYSTEM_SCOPE }),
    findSigner(context.db, { operationId: row.operationId, signerId: row.signerId }),
  ]);
  if (!operation || !signer || operation.demo) throw new AppError('NOT_FOUND', 'No such case');
  return { row, operation, signer };
}
