import { scopePermissions } from '@confirma/contracts/organizations';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { assertTokenSecondFactor, findMembership, type TMembership } from '../accounts/index.ts';
import type { TVerifiedToken } from './access-token.ts';

type TAccountToken = Extract<TVerifiedToken, { typ: 'account' }>;

/**
 * The member an account token acts as, for the organisation it names (the member's own
 * without one). A token issued to a browser session holds its role's permissions and the
 * organisation's second-factor rule; one issued for an API key holds only those of its
 * role that the key's scope (`scp`) lists too. 403 NOT_A_MEMBER once the member left.
 */
export async function membershipOfToken(db: TDbOrTx, token: TAccountToken): Promise<TMembership> {
  const membership = await findMembership(db, {
    userId: token.sub,
    organizationId: token.org ?? token.sub,
  });
  if (token.cid === 'session') {
    await assertTokenSecondFactor(db, membership, token.sid);
    return membership;
  }
  return { ...membership, permissions: scopePermissions(membership.role, token.scp ?? 'admin') };
}
