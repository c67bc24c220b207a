import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  ensurePersonalOrganization,
  ensureProfile,
  type TMailLanguage,
} from '../accounts/index.ts';
import { grantSignupBonus, openCreditAccount } from '../credits/index.ts';

/**
 * Creates the user document (profile row, with the first and last name from the user's
 * name; their own organisation, with its credit account and the 5 sign-up credits) when it does not exist yet. Safe to call
 * again: each part is created once. Handed to createAuth, which calls it when a user is
 * created (with the sign-up's language) and at every sign-in.
 */
export async function ensureAccountDocument(
  db: TDbOrTx,
  { id: userId, name }: { id: string; name?: string | null | undefined },
  { language }: { language?: TMailLanguage } = {},
): Promise<void> {
  await ensureProfile(db, { userId, name, language });
  // The user's own organisation has the user's id: its credits are the account's.
  await ensurePersonalOrganization(db, { userId, name });
  await openCreditAccount(db, { organizationId: userId });
  await grantSignupBonus(db, { organizationId: userId });
}
