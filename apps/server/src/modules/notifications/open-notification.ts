import type { TNotificationView } from '@confirma/contracts/notifications';
import {
  effectiveStatus,
  type TOperationsContext,
  type TRequestMeta,
} from '../operations/index.ts';
import type { TNotificationRecord } from './notifications.types.ts';
import { findNotification } from './notifications-queries.ts';
import { advanceRecipient, loadRecipient } from './recipient-steps.ts';
import { senderName } from './record-delivery.ts';

/**
 * The recipient follows the link: the first time, `notification.opened` is recorded (IP,
 * user agent) and the operation becomes OPENED; then the notification as the page shows
 * it. A bounced, cancelled or expired one is shown with its status, and nothing is recorded.
 */
export async function openNotification(
  context: TOperationsContext,
  { token, meta }: { token: string; meta: TRequestMeta },
): Promise<TNotificationView> {
  let record = await loadRecipient(context, token);
  const status = effectiveStatus(record.operation);
  if (status === 'SENT') {
    await context.db.transaction((tx) => advanceRecipient(context, tx, record, 'OPENED', meta));
    record = (await findNotification(context.db, { operationId: record.operation.id })) ?? record;
  }
  return notificationView(context, record);
}

export async function notificationView(
  context: Pick<TOperationsContext, 'db'>,
  { notification, operation, document, recipient }: TNotificationRecord,
): Promise<TNotificationView> {
  return {
    uuid: operation.id,
    status: effectiveStatus(operation),
    language: operation.language,
    sender: await senderName(context.db, operation.organizationId),
    recipient: recipient.fullName,
    subject: notification.subject,
    message: notification.message,
    documentName: document.name,
    documentSha256: document.originalSha256,
    messageSha256: notification.messageSha256,
    sentAt: notification.sentAt?.toISOString() ?? null,
    expiresAt: operation.expiresAt.toISOString(),
    acknowledgedAt: notification.acknowledgedAt?.toISOString() ?? null,
    smsConfirmation: Boolean(notification.recipientPhone),
  };
}
