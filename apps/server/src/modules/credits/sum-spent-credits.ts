import { and, gte, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditLedger } from './credits-schema.ts';

/**
 * Credits spent on operations by every account, net of the refunds of spends (an
 * operation that was paid for and then refunded counts nothing), since `since` when given.
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
  return -Number(row?.net ?? 0);
}
