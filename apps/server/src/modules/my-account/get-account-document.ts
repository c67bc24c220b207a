import type { TAccountDocument } from '@confirma/contracts/account';
import type { TDb } from '../../platform/db/client.ts';
import {
  findProfile,
  identificationReviewOf,
  notificationsOf,
  type TSessionUser,
} from '../accounts/index.ts';
import { isAdmin, isReviewer } from '../admin/index.ts';
import { getCredits, readCreditFigures } from '../credits/index.ts';
import { listOperationIdsOf } from '../operations/index.ts';
import { ensureAccountDocument } from './ensure-account-document.ts';

/** The signed-in user's account document; created on first read if missing. */
export async function getAccountDocument(db: TDb, user: TSessionUser): Promise<TAccountDocument> {
  let profile = await findProfile(db, { userId: user.id });
  if (!profile) {
    await db.transaction((tx) => ensureAccountDocument(tx, user));
    profile = await findProfile(db, { userId: user.id });
  }
  if (!profile) throw new Error(`account document of ${user.id} could not be created`);
  const [credits, creditFigures, operations, admin, reviewer] = await Promise.all([
    getCredits(db, { organizationId: user.id }),
    readCreditFigures(db, { organizationId: user.id }),
    // The newest 500; the full list is paginated by the operations API.
    listOperationIdsOf(db, { organizationId: user.id, limit: 500 }),
    isAdmin(db, user.id),
    isReviewer(db, user.id),
  ]);
  return {
    userUid: user.id,
    userEmail: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    creationDate: user.createdAt.toISOString(),
    lastloginDate: profile.lastLoginAt?.toISOString() ?? null,
    credits,
    creditFigures,
    subscriptions: {
      currentsubscription: profile.currentSubscription,
      subscriptionStartDate: profile.subscriptionStartedAt?.toISOString() ?? null,
    },
    operations,
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
      companyName: profile.companyName,
      taxId: profile.taxId,
      establishmentName: profile.establishmentName,
      establishmentAddress: profile.establishmentAddress,
      establishmentRegistry: profile.establishmentRegistry,
    },
    notifications: notificationsOf(profile),
    language: profile.language,
    isAdmin: admin,
    isReviewer: reviewer,
    identificationReview: identificationReviewOf(profile),
  };
}
