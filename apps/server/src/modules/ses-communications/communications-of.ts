import type { TSesCommunication } from '@confirma/contracts/establishments';
import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { sesCommunications } from './ses-communications-schema.ts';

/** The reports' communications to SES, by report id (a report without one is absent). */
export async function communicationsOf(
  db: TDbOrTx,
  reportIds: string[],
): Promise<Map<string, TSesCommunication>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sesCommunications)
    .where(inArray(sesCommunications.reportId, reportIds));
  const now = Date.now();
  return new Map(
    rows.map((row) => [
      row.reportId,
      {
        state: row.state,
        lote: row.lote,
        communicationCode: row.communicationCode,
        errors: row.errors,
        attempts: row.attempts,
        dueAt: row.dueAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
        late: row.state !== 'ACCEPTED' && row.dueAt.getTime() < now,
      },
    ]),
  );
}
