import type { TSesCommunication } from '@confirma/contracts/establishments';
import { eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { sesCommunicationReports, sesCommunications } from './ses-communications-schema.ts';

/**
 * The reports' communications to SES, by report id (a report without one is absent; the
 * travellers of one booking share theirs).
 */
export async function communicationsOf(
  db: TDbOrTx,
  reportIds: string[],
): Promise<Map<string, TSesCommunication>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({ reportId: sesCommunicationReports.reportId, row: sesCommunications })
    .from(sesCommunicationReports)
    .innerJoin(sesCommunications, eq(sesCommunications.id, sesCommunicationReports.communicationId))
    .where(inArray(sesCommunicationReports.reportId, reportIds));
  const now = Date.now();
  return new Map(
    rows.map(({ reportId, row }) => [
      reportId,
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
