import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditBalances } from './credits-schema.ts';
import { type TCreditBalance, toBalance } from './ledger-protocol.ts';

/**
 * The balances of these users, with their debt, by user id; zeros for a user without a
 * credit account. One query whatever the number of users (the back office's lists).
 */
export async function readBalances(
  db: TDbOrTx,
  { userIds }: { userIds: string[] },
): Promise<Map<string, TCreditBalance>> {
  const rows = userIds.length
    ? await db.select().from(creditBalances).where(inArray(creditBalances.organizationId, userIds))
    : [];
  const byUser = new Map(rows.map((row) => [row.organizationId, row]));
  return new Map(
    userIds.map((organizationId) => [organizationId, toBalance(byUser.get(organizationId))]),
  );
}
