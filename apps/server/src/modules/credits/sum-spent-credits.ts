import { and, gte, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditLedger, creditReservations } from './credits-schema.ts';

/**
 * Credits spent on operations by every account, net of the refunds of spends (an
 * operation that was paid for and then refunded counts nothing), with what operations
 * consumed of reservations (a bulk send's rows), since `since` when given (a reservation's
 * consumption counts from the reservation's time).
 */
export async function sumSpentCredits(
  db: TDbOrTx,
  { since }: { since?: Date | undefined } = {},
): Promise<number> {
  const [row] = await db
    .select({ net: sql<string | null>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(
      and(
        inArray(creditLedger.kind, ['spend', 'refund']),
        since ? gte(creditLedger.createdAt, since) : undefined,
      ),
    );
  const [reserved] = await db
    .select({ consumed: sql<string | null>`sum(${creditReservations.consumed})` })
    .from(creditReservations)
    .where(since ? gte(creditReservations.createdAt, since) : undefined);
  return -Number(row?.net ?? 0) + Number(reserved?.consumed ?? 0);
}
