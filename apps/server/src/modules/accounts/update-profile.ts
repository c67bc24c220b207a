import type { TProfileUpdate } from '@confirma/contracts/account';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import {
  ensureProfile,
  identificationReviewColumns,
  notificationColumns,
} from './accounts-queries.ts';
import { accountProfiles } from './accounts-schema.ts';

/**
 * Saves what the update carries (already validated with ZProfileUpdate): profile fields,
 * e-mail switches, the e-mails' language, who decides the account's identifications under
 * review. What it leaves out keeps its value.
 */
export async function updateProfile(db: TDb, userId: string, update: TProfileUpdate) {
  const { notifications, identificationReview, ...fields } = update;
  await db.transaction(async (tx) => {
    await ensureProfile(tx, { userId });
    await tx
      .update(accountProfiles)
      .set({
        ...fields,
        ...notificationColumns(notifications ?? {}),
        ...identificationReviewColumns(identificationReview ?? {}),
        updatedAt: sql`now()`,
      })
      .where(eq(accountProfiles.userId, userId));
  });
}
