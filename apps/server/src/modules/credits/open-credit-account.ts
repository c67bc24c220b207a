import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditBalances } from './credits-schema.ts';

/** Creates the user's balance row (0 / 0 / 0) unless it exists. Safe to call again. */
export async function openCreditAccount(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<void> {
  await db.insert(creditBalances).values({ organizationId }).onConflictDoNothing();
}
