import type { TOperationsContext } from '../operations/index.ts';
import { operationOfEnvelopeId } from './notification-token.ts';
import { findNotification } from './notifications-queries.ts';
import { hardBounceOf, parseDsn } from './parse-dsn.ts';
import { recordBounce } from './record-delivery.ts';

export const DSN_OUTCOMES = [
  'bounced',
  'late_claim',
  'ignored',
  'unauthenticated',
  'unknown',
] as const;
export type TDsnOutcome = (typeof DSN_OUTCOMES)[number];

/**
 * A delivery-status report piped in by the mail system (POST /api/notifications/dsn). It
 * counts only when it is authentic: it returns the envelope id the notification was sent
 * with (`Original-Envelope-Id`, an HMAC the recipient never sees); a report without one, or
 * with a forged one, is `unauthenticated` and records nothing, whatever Message-ID it names.
 * An authentic permanent failure is a hard bounce (recordBounce: BOUNCED with the reporting
 * server and its diagnostic, or a late claim when the recipient had already opened it).
 * Delays and temporary failures change nothing; a valid id whose notification is gone is
 * `unknown`.
 */
export async function recordDsn(context: TOperationsContext, raw: string): Promise<TDsnOutcome> {
  const dsn = parseDsn(raw);
  const operationId = dsn.envelopeId
    ? operationOfEnvelopeId(context.tokenKey, dsn.envelopeId)
    : null;
  if (!operationId) return 'unauthenticated';
  const record = await findNotification(context.db, { operationId });
  if (!record) return 'unknown';
  const failure = hardBounceOf(dsn);
  if (!failure) return 'ignored';
  const ended = await context.db.transaction((tx) =>
    recordBounce(context, tx, record, {
      source: 'dsn',
      response: failure.diagnostic ?? failure.status,
      status: failure.status,
      reportingMta: dsn.reportingMta,
    }),
  );
  return ended ? 'bounced' : 'late_claim';
}
