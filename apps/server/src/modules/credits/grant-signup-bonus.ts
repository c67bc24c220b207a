import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { addCredits } from './add-credits.ts';
import { SIGNUP_BONUS_REASON, type TCreditChange } from './ledger-protocol.ts';

/**
 * Grants the sign-up credits, once per user: later or concurrent calls change nothing and
 * answer `granted: false` (the partial unique index credit_ledger_signup_bonus_idx backs it).
 */
export async function grantSignupBonus(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<TCreditChange & { granted: boolean }> {
  const change = await addCredits(db, {
    organizationId,
    kind: 'grant',
    amount: SIGNUP_FREE_CREDITS,
    reason: SIGNUP_BONUS_REASON,
  });
  return { ...change, granted: !change.replayed };
}
