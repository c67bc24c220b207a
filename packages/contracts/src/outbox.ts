import { z } from 'zod';

/** Channels a message can leave through. */
export const ZOutboxChannel = z.enum(['email', 'sms']);
export type TOutboxChannel = z.infer<typeof ZOutboxChannel>;

/** A message kept by the embedded outbox instead of being delivered (development, tests). */
export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: ZOutboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  /** Files attached to an e-mail; `blobKey` is the SHA-256 of the content. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), blobKey: z.string() }),
  ),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = z.object({
  channel: ZOutboxChannel.optional(),
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxResponse = z.object({
  messages: z.array(ZOutboxMessage),
});
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
