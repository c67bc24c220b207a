import type { TRequestSender } from '@confirma/contracts/operations';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { accountProfiles, authUsers } from './accounts-schema.ts';

/**
 * Who asks a signer, as their invitation and signing page name it: the business (the
 * organisation's brand name, else its company) and the person who sent it (their first
 * and last name as given, else the name they signed up with; an operation from before
 * organisations, the organisation's founder). Without a business, the person is the
 * sender. Null for no account (a demo operation, an erased account).
 */
export async function findSender(
  db: TDbOrTx,
  {
    organizationId,
    senderUserId,
  }: { organizationId: string | null; senderUserId?: string | null | undefined },
): Promise<TRequestSender | null> {
  if (!organizationId) return null;
  const [organization, person] = await Promise.all([
    profileNames(db, organizationId),
    senderUserId && senderUserId !== organizationId ? profileNames(db, senderUserId) : undefined,
  ]);
  const row = organization ?? person;
  if (!row) return null;
  const who = person ?? row;
  const personName =
    [who.firstname, who.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || who.userName.trim();
  const business = organization
    ? organization.brandName?.trim() || organization.companyName?.trim() || ''
    : '';
  if (business) {
    return { name: business, person: personName && personName !== business ? personName : null };
  }
  return personName ? { name: personName, person: null } : null;
}

/**
 * The names a profile holds (the organisation's business ones are still kept in the profile
 * of the person whose sign-up created it: its id is theirs).
 */
async function profileNames(db: TDbOrTx, userId: string) {
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
  return row;
}
