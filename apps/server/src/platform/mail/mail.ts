import { ZEmailAddress } from '@confirma/contracts/email-address';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { TBlobStore } from '../blobs/blob-store.ts';
import type { TDbOrTx } from '../db/client.ts';
import { jobPayload } from '../jobs/job-payload.ts';
import type { TJobHandler } from '../jobs/job-runner.ts';
import { storeOutboxMessage } from '../outbox/outbox-repo.ts';
import { mailHtml, type TMailAction, type TMailBrand, type TMailLanguage } from './mail-html.ts';

export const MAIL_JOB = 'mail.send';

/** A file from the blob store attached to an e-mail. */
export const ZMailAttachment = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  blobKey: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Files one e-mail may carry; more go as download links (see send-confirmation.ts). */
export const MAIL_MAX_ATTACHMENTS = 10;

export const ZMailMessage = z.object({
  /** The rule every creation checks its addresses with: what is taken can be sent. */
  to: ZEmailAddress,
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  /** The HTML alternative of the text (mail-html.ts); jobs queued before it had none. */
  html: z.string().optional(),
  attachments: z.array(ZMailAttachment).max(MAIL_MAX_ATTACHMENTS).optional(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export interface TMailOptions {
  /** smtp(s):// URL; without it messages are kept in the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** Where attachments are read from at sending time. */
  blobs: TBlobStore;
}

/**
 * The `mail.send` job handler: delivers over SMTP (nodemailer) when configured, otherwise
 * stores the message in the outbox in the same transaction that completes the job.
 */
export function createMailHandler(options: TMailOptions): TJobHandler {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return async (payload, job, ctx) => {
    const message = jobPayload(ZMailMessage, payload);
    if (!transport) {
      await ctx.completeWith((tx) =>
        storeOutboxMessage(tx, { channel: 'email', jobId: job.id, ...message }),
      );
      return;
    }
    const attachments = await Promise.all(
      (message.attachments ?? []).map(async (file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: await options.blobs.get(file.blobKey),
      })),
    );
    const info = await transport.sendMail({ from: options.from, ...message, attachments });
    ctx.log.info({ messageId: info.messageId }, 'mail sent');
  };
}

/**
 * What a module hands to queueMail: the text part and what the HTML part is drawn from
 * (its language, the main link, the brand of the account it is sent on behalf of).
 */
export interface TMailRequest extends Omit<TMailMessage, 'html'> {
  language: TMailLanguage;
  action?: TMailAction | undefined;
  brand?: TMailBrand | null | undefined;
}

/** The message a request becomes: the text and its HTML alternative (multipart/alternative). */
export function composeMail({ language, action, brand, ...message }: TMailRequest): TMailMessage {
  return {
    ...message,
    html: mailHtml({ subject: message.subject, text: message.text, action }, { language, brand }),
  };
}

/** Queues an e-mail; pass the transaction of the change that causes it. */
export type TQueueMail = (db: TDbOrTx, request: TMailRequest) => Promise<string>;
