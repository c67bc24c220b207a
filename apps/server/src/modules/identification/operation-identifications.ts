import { isIdentificationFinished, relaxedChecks } from '@confirma/contracts/identification';
import type { TWorkspaceIdentification } from '@confirma/contracts/workspace';
import type { TDb } from '../../platform/db/client.ts';
import { listOperationIdentifications } from './identification-queries.ts';
import { reviewDueAt } from './review/review-case-summary.ts';
import { storedResult } from './verdict/judge-identification.ts';

/**
 * The identifications of an operation as its sender's operation page shows them: which
 * ones, where they stand, whether the summary and certificate are there, and under review
 * who decides and by when. The caller has checked that the operation is the sender's (the
 * workspace's operation detail).
 */
export async function operationIdentifications(
  db: TDb,
  { operationId, slaMinutes }: { operationId: string; slaMinutes: number },
): Promise<TWorkspaceIdentification[]> {
  const rows = await listOperationIdentifications(db, { operationId });
  return rows.map((row) => {
    const result = storedResult(row);
    return {
      videoUuid: row.id,
      signerUuid: row.signerId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      finished: isIdentificationFinished(row.status),
      purged: row.purgedAt !== null,
      failures: result?.failures ?? [],
      reviewReasons: result?.reviewReasons ?? [],
      relaxed: result ? relaxedChecks(result.policy) : [],
      ...(row.status === 'REVIEW'
        ? {
            review: {
              by: row.reviewBy ?? 'PLATFORM',
              fourEyes: row.reviewFourEyes ?? false,
              awaitingSecond: row.reviewPendingId !== null,
              expectedBy: reviewDueAt(row, slaMinutes).toISOString(),
            },
          }
        : {}),
    };
  });
}
