import type { TTx } from '../../platform/db/client.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { TNotificationRecord } from './notifications.types.ts';

const EVENTS = {
  SENT: 'notification.delivered',
  OPENED: 'notification.opened',
  ACKNOWLEDGED: 'notification.acknowledged',
  BOUNCED: 'notification.bounced',
} as const;

/**
 * Tells the sender's webhooks that the notification reached `status` (the SMTP server took
 * it: delivered; the link followed; acknowledged; bounced), in the step's transaction.
 */
export async function emitNotificationEvent(
  context: Pick<TOperationsContext, 'platform'>,
  tx: TTx,
  { operation }: Pick<TNotificationRecord, 'operation'>,
  status: keyof typeof EVENTS,
): Promise<void> {
  if (!operation.organizationId) return;
  await emitWebhookEvent(context.platform, tx, operation.organizationId, EVENTS[status], {
    notificationUuid: operation.id,
    status,
  });
}
