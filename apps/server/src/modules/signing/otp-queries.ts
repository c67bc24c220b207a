import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { otpChallenges } from './signing-schema.ts';

/** The reads and writes of the signers' one-time codes: each query `(db | tx, {…ids})`. */

/** When the signer's codes of the last hour were sent, newest first. */
export async function recentOtpSends(tx: TTx, { signerId }: { signerId: string }): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.signerId, signerId),
        gt(otpChallenges.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function insertOtpChallenge(
  tx: TTx,
  values: typeof otpChallenges.$inferInsert,
): Promise<void> {
  await tx.insert(otpChallenges).values(values);
}

/** The signer's newest unused code, locked until the transaction ends. */
export async function lockNewestOtpChallenge(tx: TTx, { signerId }: { signerId: string }) {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.signerId, signerId), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong try of a code. */
export async function countOtpAttempt(tx: TTx, { challengeId }: { challengeId: string }) {
  await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challengeId));
}

/** Uses a code up; false when it was used already. */
export async function consumeOtpChallenge(
  tx: TTx,
  { challengeId }: { challengeId: string },
): Promise<boolean> {
  const rows = await tx
    .update(otpChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
