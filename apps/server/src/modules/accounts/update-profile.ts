import type { TProfileUpdate } from '@confirma/contracts/account';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { ensureProfile } from './accounts-queries.ts';
import { accountProfiles } from './accounts-schema.ts';

/** Saves the editable profile (already validated with ZProfileUpdate). */
export async function updateProfile(db: TDb, userId: string, profile: TProfileUpdate) {
  await db.transaction(async (tx) => {
    await ensureProfile(tx, { userId });
    await tx
      .update(accountProfiles)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(accountProfiles.userId, userId));
  });
}
