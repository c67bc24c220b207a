import type { TProfileUpdate } from '@confirma/contracts/account';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { accountProfiles } from './accounts-schema.ts';
import { ensureAccountDocument } from './ensure-account-document.ts';

/** Saves the editable profile (already validated with ZProfileUpdate). */
export async function updateProfile(db: TDb, userId: string, profile: TProfileUpdate) {
  await db.transaction(async (tx) => {
    await ensureAccountDocument(tx, userId);
    await tx
      .update(accountProfiles)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(accountProfiles.userId, userId));
  });
}
