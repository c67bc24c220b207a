import type { TDbOrTx } from '../../platform/db/client.ts';
import { grantSignupBonus } from '../credits/grant-signup-bonus.ts';
import { openCreditAccount } from '../credits/open-credit-account.ts';
import { accountProfiles } from './accounts-schema.ts';

/**
 * Creates the user document (profile row, credit account, the 5 sign-up credits) when it
 * does not exist yet. Safe to call again: each part is created once.
 */
export async function ensureAccountDocument(db: TDbOrTx, userId: string): Promise<void> {
  await db.insert(accountProfiles).values({ userId }).onConflictDoNothing();
  await openCreditAccount(db, { userId });
  await grantSignupBonus(db, { userId });
}
