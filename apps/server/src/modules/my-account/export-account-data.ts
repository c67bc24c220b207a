import type { TDb } from '../../platform/db/client.ts';
import { listSessionsOf, listSignInMethodsOf, type TSessionUser } from '../accounts/index.ts';
import { listAllLedgerEntries } from '../credits/index.ts';
import { getAccountDocument } from './get-account-document.ts';

/**
 * GDPR access / portability: everything we keep about the user, as JSON. Secrets (password
 * hash, session and provider tokens) are left out.
 */
export async function exportAccountData(db: TDb, user: TSessionUser) {
  const [document, sessions, logins, ledger] = await Promise.all([
    getAccountDocument(db, user),
    listSessionsOf(db, { userId: user.id }),
    listSignInMethodsOf(db, { userId: user.id }),
    listAllLedgerEntries(db, { organizationId: user.id }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: document,
    signInMethods: logins,
    sessions,
    creditLedger: ledger.map(({ organizationId: _organization, ...entry }) => entry),
  };
}
