import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { RateLimitedError } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TRequestMeta } from './create-operation.ts';
import type { TOperationRow, TSignerRow } from './operation-access.ts';
import { progressOperation } from './operation-status.ts';
import { otpChallenges } from './operations-schema.ts';
import {
  newOtpCode,
  OTP_LIFETIME_MS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  otpHash,
  otpSmsText,
} from './otp.ts';
import { normalisePhone } from './signer-fields.ts';
import { moveSigner } from './signer-routing.ts';

/**
 * `createotp`: sends a 6-digit code by SMS to the signer's registered phone only, at most
 * once every 30 s and 5 times an hour; the code is stored as an HMAC and lives 5 minutes.
 */
export async function sendOtp(
  platform: TPlatform,
  key: Uint8Array,
  operation: TOperationRow,
  signer: TSignerRow,
  cellPhone: string,
  meta: TRequestMeta,
) {
  if (!signer.cellphone || normalisePhone(cellPhone) !== normalisePhone(signer.cellphone)) {
    throw new AppError('FORBIDDEN', "The code can only be sent to the signer's registered phone");
  }
  if (signer.status !== 'DOCUMENT_READ' && signer.status !== 'OTP_SENT') {
    throw new AppError('CONFLICT', 'Read and accept the document first');
  }
  const db = platform.database.db;
  await db.transaction(async (tx) => {
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.signerId, signer.id),
          gt(otpChallenges.createdAt, sql`now() - interval '1 hour'`),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt));
    const last = recent[0]?.createdAt.getTime();
    if (last && Date.now() - last < OTP_RESEND_COOLDOWN_MS) {
      throw new RateLimitedError(Math.ceil((OTP_RESEND_COOLDOWN_MS - (Date.now() - last)) / 1000));
    }
    if (recent.length >= OTP_MAX_PER_HOUR) throw new RateLimitedError(3600);
    const id = randomUUID();
    const code = newOtpCode();
    await tx.insert(otpChallenges).values({
      id,
      signerId: signer.id,
      codeHash: otpHash(key, id, code),
      expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
    });
    await platform.queueSms(tx, {
      to: normalisePhone(signer.cellphone ?? ''),
      text: otpSmsText(operation.language, code),
    });
    await moveSigner(tx, signer.id, 'OTP_SENT');
    await progressOperation(tx, operation.id, 'OTP_SENT', {
      type: 'signer.otp_sent',
      actorType: 'signer',
      actorId: signer.id,
      ...meta,
      data: { challengeId: id, phone: maskPhone(signer.cellphone ?? '') },
    });
  });
}

/** +34******222: enough to recognise, not to reuse. */
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return digits.length <= 5
    ? '*'.repeat(digits.length)
    : `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}
