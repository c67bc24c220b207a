import type { TOutboxChannel, TOutboxMessage, TOutboxQuery } from '@confirma/contracts/outbox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';

export interface TOutboxInsert {
  channel: TOutboxChannel;
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; blobKey: string }[] | undefined;
  jobId: string;
}

/** Stores a message once per job: a retried delivery job does not duplicate it. */
export async function storeOutboxMessage(db: TDbOrTx, message: TOutboxInsert): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      jobId: message.jobId,
    })
    .onConflictDoNothing({ target: outboxMessages.jobId });
}

/** Newest first. */
export async function listOutboxMessages(
  db: TDbOrTx,
  query: TOutboxQuery,
): Promise<TOutboxMessage[]> {
  const filters: SQL[] = [];
  if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
  if (query.to) filters.push(eq(outboxMessages.to, query.to));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: (row.attachments as TOutboxMessage['attachments']) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}
