import { z } from 'zod';
import { NOTIFICATION_NOTICES } from './notifications.types.ts';

/** Sends the notification e-mail over SMTP and records the server's answer. */
export const DELIVER_JOB = 'notifications.deliver';
/** Tells the sender that the recipient acknowledged, or that the notification bounced. */
export const NOTICE_JOB = 'notifications.sender-notice';

export const ZDeliverJob = z.object({ operationId: z.uuid() });
export const ZNoticeJob = z.object({
  kind: z.enum(NOTIFICATION_NOTICES),
  operationId: z.uuid(),
  userId: z.string().min(1),
  /** An acknowledgement's method (CLICK, SMS_CODE); a bounce's, the mail server's refusal. */
  detail: z.string(),
});

/**
 * The Message-ID the notification is sent with, fixed at creation: a delivery-status report
 * (RFC 3464) quotes it in the returned headers, which is how a bounce finds its notification.
 */
export function notificationMessageId(operationId: string, publicUrl: string): string {
  return `<notification.${operationId}@${new URL(publicUrl).hostname}>`;
}
