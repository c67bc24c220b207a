import { randomUUID } from 'node:crypto';
import { toE164 } from '@confirma/contracts/phone-number';
import { AppError } from '../../platform/errors.ts';
import { RateLimitedError } from '../../platform/http/rate-limit.ts';
import { HOUR_MS } from '../../platform/time-units.ts';
import { otpSms } from '../mail-texts/index.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
} from '../operations/index.ts';
import { lockSigner, moveSigner, progressOperation, requestNaming } from '../operations/index.ts';
import {
  maskPhone,
  normalisePhone,
  signerPhoneCountry,
  signerValues,
} from '../signer-requests/index.ts';
import {
  newOtpCode,
  OTP_LIFETIME_MS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  otpHash,
} from '../tokens/index.ts';
import { insertOtpChallenge, recentOtpSends } from './otp-queries.ts';
import { requireSigningMethod } from './require-signing-method.ts';

/**
 * `createotp`: sends a 6-digit code by SMS to the signer's registered phone only, at most
 * once every 30 s and 5 times an hour; the code is stored as an HMAC and lives 5 minutes.
 */
export async function sendOtp(
  context: TOperationsContext,
  {
    operation,
    signer,
    cellPhone,
    meta,
  }: { operation: TOperationRow; signer: TSignerRow; cellPhone: string; meta: TRequestMeta },
) {
  requireSigningMethod(signer, 'OTP');
  // Both read as E.164 in the signer's country: `600 111 222` is their `+34600111222`.
  const country = signerPhoneCountry(signer.signerData);
  const phone = signer.cellphone ? toE164(signer.cellphone, country) : null;
  if (signer.cellphone && !phone) {
    // Only an operation created before creation checked phones can hold one.
    throw new AppError('CONFLICT', "The signer's registered phone is not a number an SMS reaches");
  }
  if (!phone || (toE164(cellPhone, country) ?? normalisePhone(cellPhone)) !== phone) {
    throw new AppError('FORBIDDEN', "The code can only be sent to the signer's registered phone");
  }
  if (signer.status !== 'DOCUMENT_READ' && signer.status !== 'OTP_SENT') {
    throw new AppError('CONFLICT', 'Read and accept the document first');
  }
  await context.db.transaction(async (tx) => {
    // One signer's sends take turns, so the cooldown and the hourly cap read below hold
    // against parallel requests.
    await lockSigner(tx, { signerId: signer.id });
    const recent = await recentOtpSends(tx, { signerId: signer.id });
    const now = Date.now();
    const last = recent[0]?.getTime();
    if (last && now - last < OTP_RESEND_COOLDOWN_MS) {
      throw new RateLimitedError(Math.ceil((OTP_RESEND_COOLDOWN_MS - (now - last)) / 1000));
    }
    // The cap frees a place when the oldest send that counts leaves the hour.
    const oldestCounted = recent[OTP_MAX_PER_HOUR - 1]?.getTime();
    if (oldestCounted !== undefined) {
      throw new RateLimitedError(Math.max(1, Math.ceil((oldestCounted + HOUR_MS - now) / 1000)));
    }
    const id = randomUUID();
    const code = newOtpCode();
    await insertOtpChallenge(tx, {
      id,
      signerId: signer.id,
      codeHash: otpHash(context.tokenKey, id, code),
      expiresAt: new Date(now + OTP_LIFETIME_MS),
    });
    // In the signer's own language, which may not be the operation's, naming what it signs.
    const { language } = signerValues(signer.signerData);
    const text = otpSms(language, code, await requestNaming(tx, operation));
    await context.platform.queueSms(tx, { to: phone, text });
    await moveSigner(context.platform, tx, { signerId: signer.id, to: 'OTP_SENT' });
    await progressOperation(context.platform, tx, operation.id, 'OTP_SENT', {
      type: 'signer.otp_sent',
      actorType: 'signer',
      actorId: signer.id,
      ...meta,
      data: { challengeId: id, phone: maskPhone(phone) },
    });
  });
}
