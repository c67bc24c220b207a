import type { TAdminAccountDetail } from '@confirma/contracts/admin';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findProfile, findUser } from '../accounts/index.ts';
import { listLedger, readBalances } from '../credits/index.ts';
import { countOperationsByStatus } from '../operations/index.ts';
import { rolesAmong } from './admin-queries.ts';

/** Ledger entries on the detail's first page. */
const LEDGER_PAGE = 20;

/**
 * One account as the back office sees it: profile, sign-up and last sign-in, balance with
 * debt, the newest ledger entries, its operations by status, and its platform roles.
 * NOT_FOUND for an unknown id.
 */
export async function readAccount(
  db: TDbOrTx,
  { userId }: { userId: string },
): Promise<TAdminAccountDetail> {
  const user = await findUser(db, { userId });
  if (!user) throw new AppError('NOT_FOUND', 'No such account');
  const [profile, balances, ledger, operations, roles] = await Promise.all([
    findProfile(db, { userId }),
    readBalances(db, { userIds: [userId] }),
    listLedger(db, { organizationId: userId, limit: LEDGER_PAGE }),
    countOperationsByStatus(db, { organizationId: userId }),
    rolesAmong(db, { userIds: [userId] }),
  ]);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: profile?.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: user.twoFactorEnabled,
    isAdmin: roles.get(userId)?.has('admin') ?? false,
    isReviewer: roles.get(userId)?.has('reviewer') ?? false,
    balance: balances.get(userId) ?? { current: 0, used: 0, total: 0, debt: 0 },
    profile: {
      firstname: profile?.firstname ?? '',
      lastname: profile?.lastname ?? '',
      phone: profile?.phone ?? '',
      address: profile?.address ?? '',
      postalcode: profile?.postalcode ?? '',
      city: profile?.city ?? '',
      state: profile?.state ?? '',
      country: profile?.country ?? '',
      companyName: profile?.companyName ?? '',
      taxId: profile?.taxId ?? '',
      language: profile?.language ?? 'es',
    },
    operations,
    ledger,
  };
}
