import type { TAccountDocument } from '@confirma/contracts/account';
import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { getCredits } from '../credits/get-credits.ts';
import { operations } from '../operations/operations-schema.ts';
import { accountProfiles } from './accounts-schema.ts';
import { ensureAccountDocument } from './ensure-account-document.ts';
import type { TSessionUser } from './require-user.ts';

/** Spec 000 §3 "User document" of the signed-in user; created on first read if missing. */
export async function getAccountDocument(db: TDb, user: TSessionUser): Promise<TAccountDocument> {
  let [profile] = await db
    .select()
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, user.id))
    .limit(1);
  if (!profile) {
    await db.transaction((tx) => ensureAccountDocument(tx, user.id));
    [profile] = await db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.userId, user.id))
      .limit(1);
  }
  if (!profile) throw new Error(`account document of ${user.id} could not be created`);
  const [credits, owned] = await Promise.all([
    getCredits(db, { userId: user.id }),
    db
      .select({ id: operations.id })
      .from(operations)
      .where(eq(operations.ownerUserId, user.id))
      .orderBy(desc(operations.createdAt))
      .limit(500),
  ]);
  return {
    userUid: user.id,
    userEmail: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    creationDate: user.createdAt.toISOString(),
    lastloginDate: profile.lastLoginAt?.toISOString() ?? null,
    credits,
    subscriptions: {
      currentsubscription: profile.currentSubscription,
      subscriptionStartDate: profile.subscriptionStartedAt?.toISOString() ?? null,
    },
    // The newest 500; the full list is paginated by the operations API.
    operations: owned.map((row) => row.id),
    profile: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      alias: profile.alias,
      phone: profile.phone,
      address: profile.address,
      postalcode: profile.postalcode,
      city: profile.city,
      state: profile.state,
      country: profile.country,
    },
  };
}
