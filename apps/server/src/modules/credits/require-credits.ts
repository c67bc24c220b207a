import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { creditBalances } from './credits-schema.ts';

/**
 * Throws ACCOUNT_IN_DEBT while the account owes credits, INSUFFICIENT_CREDITS when the balance does not cover `cost` now. A read, not a
 * reservation: it lets a request that cannot be paid fail before its costly work; the spend
 * (spend-credits.ts) still checks under its lock. Without a credit account at all (the user
 * was erased meanwhile) it says nothing: the transaction that follows refuses the request
 * for what it is.
 */
export async function requireCredits(
  db: TDbOrTx,
  { organizationId, cost }: { organizationId: string; cost: number },
): Promise<void> {
  const [balance] = await db
    .select({ current: creditBalances.current, debt: creditBalances.debt })
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, organizationId))
    .limit(1);
  if (balance && balance.debt > 0) {
    throw new AppError('ACCOUNT_IN_DEBT', `${balance.debt} credits owed must be settled first`);
  }
  if (balance && balance.current < cost) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `${cost} credits needed, ${balance.current} available`,
    );
  }
}
