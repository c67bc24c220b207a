import type { TOrganization } from '@confirma/contracts/organizations';
import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  findMembership,
  readOrganization,
  rememberActiveOrganization,
  type TAuth,
  webHeaders,
} from '../accounts/index.ts';

/**
 * Makes the session act for one of the user's organisations (better-auth's organization
 * plugin keeps it on the session), and the one their next sign-in starts in: 403
 * NOT_A_MEMBER for one they do not belong to.
 */
export async function switchOrganization(
  { db, auth }: { db: TDbOrTx; auth: TAuth },
  request: FastifyRequest,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<TOrganization> {
  const membership = await findMembership(db, { userId, organizationId });
  await auth.api.setActiveOrganization({
    headers: webHeaders(request),
    body: { organizationId },
  });
  await rememberActiveOrganization(db, { userId, organizationId });
  return readOrganization(db, membership);
}
