import { AppError } from '../../platform/errors.ts';
import { RateLimitedError } from '../../platform/http/rate-limit.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TOperationsContext, TRequestMeta } from '../operations/index.ts';
import { newOtpCode, OTP_LIFETIME_MS, otpHash } from '../tokens/index.ts';
import { NOTIFICATION_TEXTS } from './notification-texts.ts';
import { findNotification, updateNotification } from './notifications-queries.ts';
import { loadRecipient, requireLive } from './recipient-steps.ts';

/** Seconds between two codes of one notification. */
export const ACK_CODE_COOLDOWN_SECONDS = 30;

/**
 * Sends the recipient an SMS code to confirm the acknowledgement (a stronger identity: the
 * phone the sender gave). Only an HMAC of the code is kept, for OTP_LIFETIME_MS; a new code
 * replaces the last one and resets its tries; one every 30 s, under the row's lock.
 */
export async function sendAckCode(
  context: TOperationsContext,
  { token, meta }: { token: string; meta: TRequestMeta },
): Promise<void> {
  const record = await loadRecipient(context, token);
  await requireLive(context, record);
  const { operationId } = record.notification;
  await context.db.transaction(async (tx) => {
    const locked = await findNotification(tx, { operationId, lock: true });
    const phone = locked?.notification.recipientPhone;
    if (!locked || !phone) throw new AppError('CONFLICT', 'The notification has no phone');
    const last = locked.notification.ackCodeSentAt?.getTime() ?? 0;
    const wait = Math.ceil((last + ACK_CODE_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0) throw new RateLimitedError(wait);
    const code = newOtpCode();
    await updateNotification(
      tx,
      { operationId },
      {
        ackCodeHash: otpHash(context.tokenKey, operationId, code),
        ackCodeExpiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
        ackCodeAttempts: 0,
        ackCodeSentAt: new Date(),
      },
    );
    await context.platform.queueSms(tx, {
      to: phone.replace(/-/g, ''),
      text: NOTIFICATION_TEXTS[locked.operation.language].code(code),
    });
    await recordEvidence(tx, {
      subjectType: 'operation',
      subjectId: operationId,
      type: 'notification.code_sent',
      actorType: 'signer',
      actorId: locked.recipient.id,
      ...meta,
      data: { signerId: locked.recipient.id, phone },
    });
  });
}
