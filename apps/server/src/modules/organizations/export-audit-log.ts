import type { TDbOrTx } from '../../platform/db/client.ts';
import { csvRecord } from '../../platform/http/csv.ts';
import {
  listOrganizationEvents,
  recordOrganizationEvent,
  type TMembership,
} from '../accounts/index.ts';

const PAGE = 100;
const HEADER = ['date', 'action', 'actor', 'actorEmail', 'target', 'data'] as const;

/**
 * The organisation's whole audit log as CSV, oldest last (as the page shows it). The export
 * is recorded first, so the file it gives shows it too.
 */
export async function exportAuditLog(db: TDbOrTx, member: TMembership): Promise<string> {
  await recordOrganizationEvent(db, {
    organizationId: member.organizationId,
    actorUserId: member.userId,
    action: 'audit.exported',
  });
  const records = [csvRecord(HEADER)];
  let cursor: number | undefined;
  do {
    const page = await listOrganizationEvents(db, {
      organizationId: member.organizationId,
      query: { cursor, limit: PAGE },
    });
    for (const entry of page.entries) {
      records.push(
        csvRecord([
          entry.createdAt,
          entry.action,
          entry.actorName,
          entry.actorEmail,
          entry.target,
          JSON.stringify(entry.data),
        ]),
      );
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return records.join('');
}
