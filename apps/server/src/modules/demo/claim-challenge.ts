import { eq, lt } from 'drizzle-orm';
import type { TDb, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { demoUsedChallenges } from './demo-schema.ts';
import type { TProofOfWork } from './proof-of-work.ts';

const alreadyUsed = () => new AppError('CAPTCHA_FAILED', 'The proof of work was already used');

/** Refuses early (before any limit is counted or document rendered) a spent proof of work. */
export async function refuseSpentChallenge(db: TDb, proof: TProofOfWork): Promise<void> {
  const [row] = await db
    .select({ signature: demoUsedChallenges.signature })
    .from(demoUsedChallenges)
    .where(eq(demoUsedChallenges.signature, proof.signature))
    .limit(1);
  if (row) throw alreadyUsed();
}

/**
 * Spends the proof of work in the operation's transaction: the first insert of its
 * signature wins, a concurrent or later one is CAPTCHA_FAILED and creates nothing. Expired
 * rows go at the same time (a challenge past its expiry is refused anyway).
 */
export async function claimChallenge(tx: TTx, proof: TProofOfWork): Promise<void> {
  await tx.delete(demoUsedChallenges).where(lt(demoUsedChallenges.expiresAt, new Date()));
  const rows = await tx
    .insert(demoUsedChallenges)
    .values({ signature: proof.signature, expiresAt: proof.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: demoUsedChallenges.signature });
  if (rows.length !== 1) throw alreadyUsed();
}
