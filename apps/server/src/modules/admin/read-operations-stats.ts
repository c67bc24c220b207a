import type { TOperationsStats } from '@confirma/contracts/admin';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { sumSpentCredits } from '../credits/index.ts';
import {
  countOperationsByStatus,
  countOperationsByType,
  countOperationsPerDay,
} from '../operations/index.ts';

const DAYS = 30;

/**
 * The back office's operations counts: by status (as readers see it) and signature type,
 * per day over the last 30 days, and the credits spent on them. Payments have their own
 * summary (the payments module).
 */
export async function readOperationsStats(
  db: TDbOrTx,
  { now = new Date() }: { now?: Date } = {},
): Promise<TOperationsStats> {
  const since = new Date(now.getTime() - DAYS * DAY_MS);
  const [byStatus, byType, byDay, spentTotal, spentRecent] = await Promise.all([
    countOperationsByStatus(db),
    countOperationsByType(db),
    countOperationsPerDay(db, { days: DAYS, now }),
    sumSpentCredits(db),
    sumSpentCredits(db, { since }),
  ]);
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus,
    byType,
    byDay,
    creditsSpent: { total: spentTotal, last30Days: spentRecent },
  };
}
