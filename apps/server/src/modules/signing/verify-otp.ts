import type { TFieldValues } from '@confirma/contracts/operations';
import { AppError, AttemptsLeftError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
} from '../operations/index.ts';
import { OTP_MAX_ATTEMPTS, otpMatches } from '../tokens/index.ts';
import { completeSignature } from './complete-signature.ts';
import { consumeOtpChallenge, countOtpAttempt, lockNewestOtpChallenge } from './otp-queries.ts';
import { requireSigningMethod } from './require-signing-method.ts';

type TCheck = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong';

/**
 * `verifyotpforbot`: checks the code against the newest challenge (5-minute lifetime,
 * 5 wrong tries lock it). A wrong try is counted and recorded even though the call fails,
 * and the answer says how many tries are left (`attemptsLeft`); the right code seals the
 * documents and completes the signature.
 */
export async function verifyOtp(
  context: TOperationsContext,
  {
    operation,
    signer,
    emailProven = false,
    code,
    fieldValues,
    meta,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    /** The signer came by the link e-mailed to them (TSignerAccess). */
    emailProven?: boolean;
    code: string;
    fieldValues?: TFieldValues | undefined;
    meta: TRequestMeta;
  },
) {
  requireSigningMethod(signer, 'OTP');
  if (signer.status !== 'OTP_SENT') throw new AppError('CONFLICT', 'Ask for a code first');
  const { result, challengeId, attemptsLeft } = await context.db.transaction(async (tx) => {
    const challenge = await lockNewestOtpChallenge(tx, { signerId: signer.id });
    let check: TCheck = 'ok';
    if (!challenge) check = 'missing';
    else if (challenge.attempts >= OTP_MAX_ATTEMPTS) check = 'locked';
    else if (challenge.expiresAt.getTime() < Date.now()) check = 'expired';
    else if (!otpMatches(context.tokenKey, challenge.id, code, challenge.codeHash)) check = 'wrong';
    if (challenge && check === 'wrong') {
      await countOtpAttempt(tx, { challengeId: challenge.id });
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
    const attemptsLeft = challenge ? OTP_MAX_ATTEMPTS - challenge.attempts - 1 : 0;
    return { result: check, challengeId: challenge?.id, attemptsLeft };
  });
  if (result === 'missing' || !challengeId) throw new AppError('CONFLICT', 'Ask for a code first');
  if (result === 'locked')
    throw new AppError('OTP_LOCKED', 'Too many wrong codes: ask for a new one');
  if (result === 'expired')
    throw new AppError('OTP_EXPIRED', 'The code has expired: ask for a new one');
  if (result === 'wrong') {
    // The answer says how many tries this code has left (none: ask for a new one).
    throw new AttemptsLeftError('OTP_INVALID', attemptsLeft, 'The code is not correct');
  }
  return completeSignature(context, {
    operation,
    signer,
    method: 'OTP',
    emailProven,
    meta,
    fieldValues,
    // Consumed in the transaction that completes the signature: one code, one signature.
    inTransaction: async (tx) => {
      if (!(await consumeOtpChallenge(tx, { challengeId }))) {
        throw new AppError('CONFLICT', 'The code was already used');
      }
      return { challengeId };
    },
  });
}
