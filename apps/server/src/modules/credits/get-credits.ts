import type { TCredits } from '@confirma/contracts/account';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditBalances } from './credits-schema.ts';
import { toCredits } from './ledger-protocol.ts';

/** The user's balance; zeros when no credit account was opened yet. */
export async function getCredits(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<TCredits> {
  const [row] = await db
    .select()
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, organizationId))
    .limit(1);
  return toCredits(row);
}
