import type { TReviewQueueQuery, TReviewQueueResponse } from '@confirma/contracts/review';
import { AppError } from '../../../platform/errors.ts';
import { findOrganizationContact } from '../../accounts/index.ts';
import { listOperations, SYSTEM_SCOPE } from '../../operations/index.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { reviewQueueItem, reviewSince } from './review-case-summary.ts';
import { findReview, listQueueRows, type TQueueCursor } from './review-queries.ts';

/** `since|id` of the last case of a page: where the next one starts. */
const encodeCursor = (cursor: TQueueCursor) =>
  Buffer.from(`${cursor.since.toISOString()}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string): TQueueCursor {
  const [since, id] = Buffer.from(text, 'base64url').toString().split('|');
  const at = new Date(since ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(at.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Not a cursor of this queue');
  }
  return { since: at, id };
}

/**
 * `GET /api/review/identifications`: the cases waiting for the platform's reviewers, oldest
 * first (review-queries.ts listQueueRows), each with its account, operation, age, due time,
 * reasons, risk signals and any first decision waiting for its second.
 */
export async function listReviewQueue(
  context: TIdentificationContext,
  query: TReviewQueueQuery,
): Promise<TReviewQueueResponse> {
  const slaMinutes = context.platform.config.IDENTIFICATION_REVIEW_SLA_MINUTES;
  const rows = await listQueueRows(context.db, {
    cursor: query.cursor ? decodeCursor(query.cursor) : null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const operations = new Map(
    (
      await listOperations(context.db, {
        operationIds: [...new Set(page.map((row) => row.operationId))],
        scope: SYSTEM_SCOPE,
      })
    ).map((operation) => [operation.id, operation]),
  );
  const ownerIds = [...new Set([...operations.values()].map((op) => op.organizationId))];
  const owners = new Map(
    await Promise.all(
      ownerIds
        .filter((id): id is string => id !== null)
        .map(
          async (organizationId) =>
            [
              organizationId,
              (await findOrganizationContact(context.db, { organizationId }))?.user,
            ] as const,
        ),
    ),
  );
  const now = new Date();
  const cases = [];
  for (const row of page) {
    const operation = operations.get(row.operationId);
    if (!operation) continue;
    const pending = row.reviewPendingId
      ? await findReview(context.db, { id: row.reviewPendingId })
      : null;
    cases.push(
      reviewQueueItem(row, {
        operation,
        owner: operation.organizationId ? owners.get(operation.organizationId) : undefined,
        pending,
        slaMinutes,
        now,
      }),
    );
  }
  const last = page.at(-1);
  return {
    cases,
    slaMinutes,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ since: reviewSince(last), id: last.id })
        : null,
  };
}
