import type { TDb } from '../../platform/db/client.ts';
import { expireOperation } from './end-operation.ts';
import { EXPIRABLE_STATUSES } from './operation-status.ts';
import { listDueOperations } from './operations-queries.ts';

/**
 * Expires the operations whose end date has passed, oldest first, `batch` at a time, each
 * with its evidence event. Safe to run on several workers at once: each move is
 * conditional on the status it read.
 */
export async function expireDueOperations(db: TDb, batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await listDueOperations(db, { statuses: EXPIRABLE_STATUSES, limit: batch });
    for (const operation of due) if (await expireOperation(db, operation)) expired++;
    if (due.length < batch) return expired;
  }
}
