import nodemailer from 'nodemailer';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { mailHtml } from '../../platform/mail/mail-html.ts';
import { storeOutboxMessage } from '../../platform/outbox/outbox-repo.ts';
import { mailDate } from '../mail-texts/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { ZDeliverJob } from './notification-jobs.ts';
import { NOTIFICATION_TEXTS, recipientLink } from './notification-texts.ts';
import { accessTokenOf, envelopeIdOf } from './notification-token.ts';
import { findNotification } from './notifications-queries.ts';
import { recordBounce, recordSent, senderName } from './record-delivery.ts';

/** What nodemailer throws when the SMTP server refuses: its reply and code. */
interface TSmtpError {
  responseCode?: number;
  response?: string;
  rejected?: string[];
}

/**
 * The `notifications.deliver` job: writes the notification e-mail (the link with the
 * recipient's token, which exists only here and in the e-mail) and sends it itself over
 * SMTP (nodemailer, SMTP_URL) so the server's answer is evidence: accepted, the reply and
 * the Message-ID are recorded (recordSent); a permanent refusal (5xx) is a hard bounce and
 * ends the notification BOUNCED with that reply (recordBounce); a temporary one (4xx, no
 * connection) fails the try and the job retries with backoff. The envelope asks for a
 * delivery report on failure (RFC 3461: NOTIFY=FAILURE,DELAY, RET=HDRS) and carries the
 * envelope id (ENVID, envelopeIdOf) a later report must return to count (record-dsn.ts);
 * the relay has to support the DSN extension for that. The e-mail is text and HTML
 * (multipart/alternative, mail-html.ts). Without SMTP_URL it goes to the outbox in the
 * transaction that records it as sent.
 */
export function createDeliverHandler(context: TOperationsContext): TJobHandler {
  const { config } = context.platform;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  return async (payload, job, ctx) => {
    const { operationId } = jobPayload(ZDeliverJob, payload);
    const record = await findNotification(ctx.db, { operationId });
    // Cancelled or expired before it went out, or already sent by an earlier try.
    if (record?.operation.status !== 'CREATED' || record.notification.sentAt) return;
    const { notification, operation } = record;
    const { action, ...texts } = NOTIFICATION_TEXTS[operation.language].mail({
      sender: await senderName(ctx.db, operation.organizationId),
      subject: notification.subject,
      link: recipientLink(config.PUBLIC_URL, accessTokenOf(context.tokenKey, operationId)),
      expires: mailDate(operation.expiresAt, operation.language),
    });
    const mail = {
      from: config.MAIL_FROM,
      to: notification.recipientEmail,
      messageId: notification.messageId,
      ...texts,
      html: mailHtml({ ...texts, action }, { language: operation.language }),
    };
    if (!transport) {
      await ctx.completeWith(async (tx) => {
        await storeOutboxMessage(tx, { channel: 'email', jobId: job.id, ...mail });
        await recordSent(context, tx, record, {
          source: 'outbox',
          response: 'outbox: kept, not delivered (no SMTP_URL)',
          messageId: mail.messageId,
          accepted: [mail.to],
        });
      });
      return;
    }
    try {
      const info = await transport.sendMail({
        ...mail,
        dsn: {
          envid: envelopeIdOf(context.tokenKey, operationId),
          ret: 'HDRS',
          notify: ['FAILURE', 'DELAY'],
          orcpt: `rfc822;${notification.recipientEmail}`,
        },
      });
      await ctx.db.transaction((tx) =>
        recordSent(context, tx, record, {
          source: 'smtp',
          response: info.response,
          messageId: info.messageId,
          accepted: info.accepted.map(String),
        }),
      );
    } catch (error) {
      const smtp = error as TSmtpError;
      if (!smtp.responseCode || smtp.responseCode < 500) throw error;
      ctx.log.info({ operationId, responseCode: smtp.responseCode }, 'notification bounced');
      await ctx.db.transaction((tx) =>
        recordBounce(context, tx, record, {
          source: 'smtp',
          response: smtp.response ?? String(smtp.responseCode),
          status: String(smtp.responseCode),
        }),
      );
    }
  };
}
