import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { creditLedger } from '../credits/credits-schema.ts';
import { authAccounts, authSessions } from './accounts-schema.ts';
import { getAccountDocument } from './get-account-document.ts';
import type { TSessionUser } from './require-user.ts';

/**
 * GDPR access / portability: everything we keep about the user, as JSON. Secrets (password
 * hash, session and provider tokens) are left out.
 */
export async function exportAccountData(db: TDb, user: TSessionUser) {
  const [document, sessions, logins, ledger] = await Promise.all([
    getAccountDocument(db, user),
    db
      .select({
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id)),
    db
      .select({ providerId: authAccounts.providerId, createdAt: authAccounts.createdAt })
      .from(authAccounts)
      .where(eq(authAccounts.userId, user.id)),
    db.select().from(creditLedger).where(eq(creditLedger.userId, user.id)).orderBy(creditLedger.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: document,
    signInMethods: logins,
    sessions,
    creditLedger: ledger.map(({ userId: _userId, ...entry }) => entry),
  };
}
