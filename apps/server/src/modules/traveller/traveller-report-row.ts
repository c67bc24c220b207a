import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { travellerReports } from './traveller-schema.ts';

/** A report by its id (the platform's jobs: its communication to SES). */
export async function travellerReportById(db: TDbOrTx, id: string) {
  const [row] = await db.select().from(travellerReports).where(eq(travellerReports.id, id));
  return row;
}
