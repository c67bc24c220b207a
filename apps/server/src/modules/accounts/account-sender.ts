import type { TRequestSender } from '@confirma/contracts/operations';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { accountProfiles, authUsers } from './accounts-schema.ts';

/**
 * Who asks a signer, as their invitation and signing page name it: the business (the
 * brand's name, else the profile's company) and the person of the account (their first
 * and last name as given, else the name they signed up with). Without a business, the
 * person is the sender. Null for no account (a demo operation, an erased account).
 */
export async function findSender(
  db: TDbOrTx,
  { userId }: { userId: string | null },
): Promise<TRequestSender | null> {
  if (!userId) return null;
  const [row] = await db
    .select({
      userName: authUsers.name,
      firstname: accountProfiles.firstname,
      lastname: accountProfiles.lastname,
      companyName: accountProfiles.companyName,
      brandName: accountProfiles.brandName,
    })
    .from(authUsers)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, authUsers.id))
    .where(eq(authUsers.id, userId))
    .limit(1);
  if (!row) return null;
  const person =
    [row.firstname, row.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || row.userName.trim();
  const business = row.brandName?.trim() || row.companyName?.trim() || '';
  if (business) return { name: business, person: person && person !== business ? person : null };
  return person ? { name: person, person: null } : null;
}
