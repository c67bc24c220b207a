import type { TSigningContext } from '../operations/index.ts';
import { findNotificationByMessageId } from './notifications-queries.ts';
import { hardBounceOf, parseDsn } from './parse-dsn.ts';
import { recordBounce } from './record-delivery.ts';

export type TDsnOutcome = 'bounced' | 'recorded' | 'ignored' | 'unknown';

/**
 * A delivery-status report piped in by the mail system (POST /api/notifications/dsn): a
 * permanent failure of one of our notifications is a hard bounce (recordBounce: BOUNCED
 * with the remote server's diagnostic, or only recorded if the recipient had already
 * opened it). Delays and temporary failures change nothing; a report about a message that
 * is not ours is `unknown`.
 */
export async function recordDsn(context: TSigningContext, raw: string): Promise<TDsnOutcome> {
  const dsn = parseDsn(raw);
  if (!dsn.messageId) return 'unknown';
  const record = await findNotificationByMessageId(context.db, { messageId: dsn.messageId });
  if (!record) return 'unknown';
  const failure = hardBounceOf(dsn);
  if (!failure) return 'ignored';
  const ended = await context.db.transaction((tx) =>
    recordBounce(context, tx, record, {
      source: 'dsn',
      response: failure.diagnostic ?? failure.status,
      status: failure.status,
    }),
  );
  return ended ? 'bounced' : 'recorded';
}
