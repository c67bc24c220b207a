import type { TAcknowledgeRequest } from '@confirma/contracts/notifications';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { queueAnchor } from '../evidence/index.ts';
import {
  lockOperationStatus,
  moveSigner,
  type TOperationsContext,
  type TRequestMeta,
  transitionOperation,
} from '../operations/index.ts';
import { OTP_MAX_ATTEMPTS, otpMatches } from '../tokens/index.ts';
import { emitNotificationEvent } from './notification-webhook.ts';
import type { TNotificationRecord } from './notifications.types.ts';
import { countAckAttempt, findNotification, updateNotification } from './notifications-queries.ts';
import { advanceRecipient, loadRecipient, requireLive } from './recipient-steps.ts';
import { queueNotice } from './record-delivery.ts';

/**
 * The recipient presses 'Acuso recibo': with the SMS code when they asked for one (checked
 * against its HMAC; five wrong tries spend it), else by the click alone. One transaction
 * records the opening if it was not (a client calling the API directly), then
 * `notification.acknowledged` (method, IP, user agent), moves the operation and the
 * recipient to ACKNOWLEDGED, queues the sender's notice and the chain's time stamp. A
 * wrong code is counted in its own transaction, so the refusal does not undo it.
 */
export async function acknowledgeNotification(
  context: TOperationsContext,
  { token, request, meta }: { token: string; request: TAcknowledgeRequest; meta: TRequestMeta },
): Promise<{ status: 'ACKNOWLEDGED' }> {
  const record = await loadRecipient(context, token);
  await requireLive(context, record);
  const wrong = await context.db.transaction(async (tx) => {
    const locked = await findNotification(tx, { operationId: record.operation.id, lock: true });
    if (!locked) throw new AppError('NOT_FOUND', 'No such notification');
    if (request.code !== undefined && !codeMatches(context, locked, request.code)) {
      return countAckAttempt(tx, { operationId: locked.operation.id });
    }
    await acknowledge(context, tx, locked, request.code ? 'SMS_CODE' : 'CLICK', meta);
    return null;
  });
  if (wrong !== null) {
    if (wrong >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_LOCKED', 'Too many wrong codes');
    throw new AppError('OTP_INVALID', 'Wrong code');
  }
  return { status: 'ACKNOWLEDGED' };
}

function codeMatches(
  context: TOperationsContext,
  { notification }: TNotificationRecord,
  code: string,
) {
  const { ackCodeHash, ackCodeExpiresAt, ackCodeAttempts, operationId } = notification;
  if (!ackCodeHash || !ackCodeExpiresAt) throw new AppError('CONFLICT', 'Ask for a code first');
  if (ackCodeAttempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_LOCKED', 'Too many wrong codes');
  if (ackCodeExpiresAt.getTime() < Date.now()) throw new AppError('OTP_EXPIRED', 'Code expired');
  return otpMatches(context.tokenKey, operationId, code, ackCodeHash);
}

async function acknowledge(
  context: TOperationsContext,
  tx: TTx,
  record: TNotificationRecord,
  method: 'CLICK' | 'SMS_CODE',
  meta: TRequestMeta,
) {
  const { operation, recipient, notification, document } = record;
  await advanceRecipient(context, tx, record, 'OPENED', meta);
  const from = await lockOperationStatus(tx, operation.id);
  await updateNotification(
    tx,
    { operationId: operation.id },
    { acknowledgedAt: new Date(), ackCodeHash: null, ackCodeExpiresAt: null },
  );
  await transitionOperation(context.platform, tx, operation.id, from, 'ACKNOWLEDGED', {
    type: 'notification.acknowledged',
    actorType: 'signer',
    actorId: recipient.id,
    ...meta,
    documentSha256: document.signedSha256,
    data: {
      signerId: recipient.id,
      method,
      ...(method === 'SMS_CODE' ? { phone: notification.recipientPhone } : {}),
      messageSha256: notification.messageSha256,
    },
  });
  await moveSigner(context.platform, tx, { signerId: recipient.id, to: 'ACKNOWLEDGED' });
  await queueNotice(context, tx, record, 'acknowledged', method);
  await emitNotificationEvent(context, tx, record, 'ACKNOWLEDGED');
  await queueAnchor(context.platform, tx, { subjectType: 'operation', subjectId: operation.id });
}
