import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { findNotifiedAccount } from '../accounts/index.ts';
import { queueAnchor, recordEvidence } from '../evidence/index.ts';
import {
  lockOperationStatus,
  type TOperationsContext,
  transitionOperation,
} from '../operations/index.ts';
import { NOTICE_JOB, ZNoticeJob } from './notification-jobs.ts';
import { NOTIFICATION_TEXTS } from './notification-texts.ts';
import { emitNotificationEvent } from './notification-webhook.ts';
import type { TNotificationNotice, TNotificationRecord } from './notifications.types.ts';
import { markSent, updateNotification } from './notifications-queries.ts';

const anchor = (context: TOperationsContext, tx: TTx, operationId: string) =>
  queueAnchor(context.platform, tx, { subjectType: 'operation', subjectId: operationId });

/**
 * The SMTP server accepted the notification (`source: 'smtp'`), or, without SMTP_URL, the
 * outbox kept it undelivered (`'outbox'`): recorded once with the reply and the message id
 * (`notification.sent`, the operation becomes SENT), the SMS notice queued when a phone was
 * given, and the chain's head time-stamped; all in the caller's transaction.
 */
export async function recordSent(
  context: TOperationsContext,
  tx: TTx,
  record: TNotificationRecord,
  smtp: { source: 'smtp' | 'outbox'; response: string; messageId: string; accepted: string[] },
): Promise<boolean> {
  const { notification, operation, recipient } = record;
  if (!(await markSent(tx, { operationId: operation.id, smtpResponse: smtp.response }))) {
    return false;
  }
  await transitionOperation(context.platform, tx, operation.id, 'CREATED', 'SENT', {
    type: 'notification.sent',
    actorType: 'system',
    data: {
      signerId: recipient.id,
      to: notification.recipientEmail,
      source: smtp.source,
      messageId: smtp.messageId,
      smtpResponse: smtp.response,
      accepted: smtp.accepted,
    },
  });
  if (notification.recipientPhone) {
    const sender = await senderName(tx, operation.organizationId);
    await context.platform.queueSms(tx, {
      to: notification.recipientPhone.replace(/-/g, ''),
      text: NOTIFICATION_TEXTS[operation.language].sms({
        sender,
        email: notification.recipientEmail,
      }),
    });
    await recordEvidence(tx, {
      subjectType: 'operation',
      subjectId: operation.id,
      type: 'notification.sms_sent',
      actorType: 'system',
      data: { signerId: recipient.id, phone: notification.recipientPhone },
    });
  }
  await emitNotificationEvent(context, tx, record, 'SENT');
  await anchor(context, tx, operation.id);
  return true;
}

/** Where a bounce comes from: the SMTP server's refusal while sending, or a delivery report. */
export interface TBounce {
  source: 'smtp' | 'dsn';
  response: string;
  status?: string | null;
  /** The server that wrote the delivery report (`Reporting-MTA`). */
  reportingMta?: string | null;
}

/**
 * A hard bounce: the SMTP server refused the recipient (5xx to RCPT or DATA), or an
 * authentic delivery-status report (record-dsn.ts: it returned the e-mail's envelope id)
 * says the delivery failed permanently. A notification not yet opened ends BOUNCED with the
 * server's reply and its source in the evidence, and the sender is told. Once the recipient
 * opened it (or acknowledged or rejected it) the report contradicts that evidence: it is
 * recorded as a late claim (`notification.bounce_reported`, with the status it found in
 * `after`) and nothing moves; so is a report about a notification already ended (bounced,
 * expired, cancelled). Returns whether it ended the notification.
 */
export async function recordBounce(
  context: TOperationsContext,
  tx: TTx,
  record: TNotificationRecord,
  bounce: TBounce,
): Promise<boolean> {
  const { operation, recipient, notification } = record;
  const from = await lockOperationStatus(tx, operation.id);
  const data = {
    signerId: recipient.id,
    to: notification.recipientEmail,
    ...bounce,
    // Only an authentic report gets here: say how it was authenticated.
    ...(bounce.source === 'dsn' ? { authenticatedBy: 'envelope-id' } : {}),
  };
  if (from !== 'CREATED' && from !== 'SENT') {
    await recordEvidence(tx, {
      subjectType: 'operation',
      subjectId: operation.id,
      type: 'notification.bounce_reported',
      actorType: 'system',
      data: { ...data, after: from },
    });
    await anchor(context, tx, operation.id);
    return false;
  }
  await updateNotification(
    tx,
    { operationId: operation.id },
    { bouncedAt: new Date(), smtpResponse: bounce.response },
  );
  await transitionOperation(context.platform, tx, operation.id, from, 'BOUNCED', {
    type: 'notification.bounced',
    actorType: 'system',
    data,
  });
  await queueNotice(context, tx, record, 'bounced', bounce.response);
  await emitNotificationEvent(context, tx, record, 'BOUNCED');
  await anchor(context, tx, operation.id);
  return true;
}

/** Queues the sender's notice in the caller's transaction (no owner: nothing). */
export async function queueNotice(
  context: TOperationsContext,
  tx: TTx,
  { operation }: TNotificationRecord,
  kind: TNotificationNotice,
  detail: string,
): Promise<void> {
  if (!operation.organizationId) return;
  await context.platform.enqueue(
    tx,
    NOTICE_JOB,
    ZNoticeJob.parse({
      kind,
      operationId: operation.id,
      userId: operation.senderUserId ?? operation.organizationId,
      detail,
    }),
  );
}

/** Who sends, as the recipient reads it: the account's name and address. */
export async function senderName(db: TDbOrTx, userId: string | null): Promise<string> {
  if (!userId) return 'Confirma';
  const account = await findNotifiedAccount(db, { userId, kind: 'allSigned' });
  return account ? `${account.name} <${account.email}>` : 'Confirma';
}
