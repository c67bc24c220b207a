import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { recordEvidence } from '../evidence/record-evidence.ts';
import { completeSignature, type TSigningDeps } from './complete-signature.ts';
import type { TRequestMeta } from './create-operation.ts';
import type { TOperationRow, TSignerRow } from './operation-access.ts';
import { otpChallenges } from './operations-schema.ts';
import { OTP_MAX_ATTEMPTS, otpMatches } from './otp.ts';

type TCheck = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong';

/**
 * `verifyotpforbot`: checks the code against the newest challenge (5-minute lifetime,
 * 5 wrong tries lock it). A wrong try is counted and recorded even though the call fails;
 * the right code seals the documents and completes the signature.
 */
export async function verifyOtp(
  platform: TPlatform,
  deps: TSigningDeps,
  operation: TOperationRow,
  signer: TSignerRow,
  code: string,
  meta: TRequestMeta,
) {
  if (signer.status !== 'OTP_SENT') throw new AppError('CONFLICT', 'Ask for a code first');
  const db = platform.database.db;
  const { result, challengeId } = await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.signerId, signer.id), isNull(otpChallenges.consumedAt)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .for('update');
    let check: TCheck = 'ok';
    if (!challenge) check = 'missing';
    else if (challenge.attempts >= OTP_MAX_ATTEMPTS) check = 'locked';
    else if (challenge.expiresAt.getTime() < Date.now()) check = 'expired';
    else if (!otpMatches(deps.tokenKey, challenge.id, code, challenge.codeHash)) check = 'wrong';
    if (challenge && check === 'wrong') {
      await tx
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(eq(otpChallenges.id, challenge.id));
      await recordEvidence(tx, {
        subjectType: 'operation',
        subjectId: operation.id,
        type: 'signer.otp_failed',
        actorType: 'signer',
        actorId: signer.id,
        ...meta,
        data: { challengeId: challenge.id, attempt: challenge.attempts + 1 },
      });
    }
    return { result: check, challengeId: challenge?.id };
  });
  if (result === 'missing') throw new AppError('CONFLICT', 'Ask for a code first');
  if (result === 'locked')
    throw new AppError('OTP_LOCKED', 'Too many wrong codes: ask for a new one');
  if (result === 'expired')
    throw new AppError('OTP_EXPIRED', 'The code has expired: ask for a new one');
  if (result === 'wrong') throw new AppError('OTP_INVALID', 'The code is not correct');
  return completeSignature(platform, deps, operation, signer, {
    method: 'OTP',
    meta,
    // Consumed in the transaction that completes the signature: one code, one signature.
    inTransaction: async (tx) => {
      const rows = await tx
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(otpChallenges.id, challengeId ?? ''), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      if (rows.length !== 1) throw new AppError('CONFLICT', 'The code was already used');
      return { challengeId };
    },
  });
}
