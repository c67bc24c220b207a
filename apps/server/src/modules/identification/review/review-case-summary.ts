import type { TReviewQueueItem } from '@confirma/contracts/review';
import { MINUTE_MS } from '../../../platform/time-units.ts';
import type { TUserRow } from '../../accounts/index.ts';
import type { TOperationRow } from '../../operations/index.ts';
import type { TIdentificationRow } from '../identification.types.ts';
import { storedResult } from '../verdict/judge-identification.ts';
import { decisionRecord, type TReviewRow } from './review-queries.ts';

/** When the verdict sent the case to review (its completion). */
export const reviewSince = (row: Pick<TIdentificationRow, 'completedAt' | 'createdAt'>) =>
  row.completedAt ?? row.createdAt;

/** When a decision is due: the verdict's time plus IDENTIFICATION_REVIEW_SLA_MINUTES. */
export const reviewDueAt = (
  row: Pick<TIdentificationRow, 'completedAt' | 'createdAt'>,
  slaMinutes: number,
) => new Date(reviewSince(row).getTime() + slaMinutes * MINUTE_MS);

/**
 * A case as the queue lists it (and the case page heads it): whose, how old, when due, why
 * (the verdict's review reasons and risk signals), who decides and what it waits for.
 */
export function reviewQueueItem(
  row: TIdentificationRow,
  related: {
    operation: TOperationRow;
    owner: Pick<TUserRow, 'id' | 'name' | 'email'> | undefined;
    pending: TReviewRow | null;
    slaMinutes: number;
    now: Date;
  },
): TReviewQueueItem {
  const { operation, owner, pending, slaMinutes, now } = related;
  const since = reviewSince(row);
  const dueAt = reviewDueAt(row, slaMinutes);
  const result = storedResult(row);
  return {
    id: row.id,
    account: {
      userId: operation.organizationId ?? '',
      name: owner?.name ?? '',
      email: owner?.email ?? '',
    },
    operation: {
      id: operation.id,
      signatureType: operation.signatureType,
      createdAt: operation.createdAt.toISOString(),
    },
    since: since.toISOString(),
    ageMinutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)),
    dueAt: dueAt.toISOString(),
    overdue: row.status === 'REVIEW' && now > dueAt,
    reviewReasons: result?.reviewReasons ?? [],
    riskSignals: result?.riskSignals ?? [],
    decidedBy: row.reviewBy ?? 'PLATFORM',
    fourEyes: row.reviewFourEyes ?? false,
    awaitingSecond: pending !== null,
    pending: pending ? decisionRecord(pending) : null,
  };
}
