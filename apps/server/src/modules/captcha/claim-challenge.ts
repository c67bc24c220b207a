import { eq, lt } from 'drizzle-orm';
import type { TDb, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { usedChallenges } from './captcha-schema.ts';
import type { TPow, TProofOfWork } from './proof-of-work.ts';

const alreadyUsed = () => new AppError('CAPTCHA_FAILED', 'The proof of work was already used');

/**
 * Checks the form's `altcha` (CAPTCHA_FAILED when missing, wrong or expired) and refuses
 * early, before any limit is counted or any work done, a proof of work already spent.
 */
export async function verifyUnspentProof(
  db: TDb,
  pow: TPow,
  altcha: string,
): Promise<TProofOfWork> {
  const proof = await pow.verify(altcha);
  const [row] = await db
    .select({ signature: usedChallenges.signature })
    .from(usedChallenges)
    .where(eq(usedChallenges.signature, proof.signature))
    .limit(1);
  if (row) throw alreadyUsed();
  return proof;
}

/**
 * Spends the proof of work in the transaction of what it pays for: the first insert of its
 * signature wins, a concurrent or later one is CAPTCHA_FAILED and the transaction creates
 * nothing. Expired rows go at the same time (a challenge past its expiry is refused anyway).
 */
export async function claimChallenge(tx: TTx, proof: TProofOfWork): Promise<void> {
  await tx.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
  const rows = await tx
    .insert(usedChallenges)
    .values({ signature: proof.signature, expiresAt: proof.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  if (rows.length !== 1) throw alreadyUsed();
}
