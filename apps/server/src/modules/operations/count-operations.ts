import type { TSignatureType } from '@confirma/contracts/constants';
import { OPERATION_STATUSES, type TOperationStatus } from '@confirma/contracts/operations';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { effectiveStatusSql } from './operation-page-queries.ts';
import { operations } from './operations-schema.ts';

/**
 * Operations counts for the back office, with the status readers see (effectiveStatus):
 * EXPIRED once the end date has passed from a status that can expire, even before the
 * sweep records it (`effectiveStatusSql`). Demo operations are counted too (they have no
 * owner).
 */

const ORDER = new Map(OPERATION_STATUSES.map((status, index) => [status, index]));

/** Operations by the status readers see, in lifecycle order; of one owner when given. */
export async function countOperationsByStatus(
  db: TDbOrTx,
  { organizationId }: { organizationId?: string | undefined } = {},
): Promise<{ status: TOperationStatus; count: number }[]> {
  const rows = await db
    .select({ status: effectiveStatusSql, count: count() })
    .from(operations)
    .where(organizationId ? eq(operations.organizationId, organizationId) : undefined)
    // By position: the expression's parameters would be numbered anew in GROUP BY.
    .groupBy(sql`1`);
  return rows
    .map((row) => ({ status: row.status, count: Number(row.count) }))
    .sort((a, b) => (ORDER.get(a.status) ?? 0) - (ORDER.get(b.status) ?? 0));
}

/** Operations by signature type, most first. */
export async function countOperationsByType(
  db: TDbOrTx,
): Promise<{ signatureType: TSignatureType; count: number }[]> {
  const rows = await db
    .select({ signatureType: operations.signatureType, count: count() })
    .from(operations)
    .groupBy(operations.signatureType);
  return rows
    .map((row) => ({ signatureType: row.signatureType, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count);
}

/**
 * Operations created per UTC day over the `days` days ending today, oldest first; days
 * without any are 0.
 */
export async function countOperationsPerDay(
  db: TDbOrTx,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<{ day: string; count: number }[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const until = new Date(today + DAY_MS);
  const day = sql<string>`to_char(${operations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: count() })
    .from(operations)
    .where(and(gte(operations.createdAt, from), lt(operations.createdAt, until)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return Array.from({ length: days }, (_, index) => {
    const key = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    return { day: key, count: byDay.get(key) ?? 0 };
  });
}
