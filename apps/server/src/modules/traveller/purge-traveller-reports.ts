import { and, asc, eq, lt } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import { deleteOperation } from '../operations/index.ts';
import { travellerReports } from './traveller-schema.ts';

const BATCH = 500;

/**
 * The retention purge (periodic job `traveller.retention`, TRAVELLER_RETENTION_CRON): every
 * traveller report whose `purge_after` (the check-out plus TRAVELLER_RETENTION_YEARS when it
 * was filled) has passed is deleted with its operation, whose documents (the parte, signed
 * or sealed), signers and identifications go with it (on delete cascade); the blob
 * collection then frees their bytes. Nothing of the guest is kept past the period the
 * regulation sets. Returns the count for the log.
 */
export async function purgeTravellerReports(
  db: TDb,
  now: Date = new Date(),
): Promise<{ purged: number }> {
  const due = await db
    .select({ id: travellerReports.id, operationId: travellerReports.operationId })
    .from(travellerReports)
    .where(lt(travellerReports.purgeAfter, now))
    .orderBy(asc(travellerReports.purgeAfter))
    .limit(BATCH);
  let purged = 0;
  for (const row of due) {
    const done = await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(travellerReports)
        .where(and(eq(travellerReports.id, row.id), lt(travellerReports.purgeAfter, now)))
        .returning({ id: travellerReports.id });
      if (!deleted) return false;
      await deleteOperation(tx, { operationId: row.operationId });
      return true;
    });
    if (done) purged += 1;
  }
  return { purged };
}
