import { expireOperation } from './end-operation.ts';
import { listDueOperations } from './operation-queries.ts';
import { EXPIRABLE_STATUSES } from './operation-status.ts';
import type { TOperationsContext } from './operations.types.ts';

/**
 * Expires the operations whose end date has passed, oldest first, `batch` at a time, each
 * with its evidence event and the sender's e-mail. Safe to run on several workers at
 * once: each move is conditional on the status it read.
 */
export async function expireDueOperations(
  context: Pick<TOperationsContext, 'db' | 'platform'>,
  batch = 100,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await listDueOperations(context.db, {
      statuses: EXPIRABLE_STATUSES,
      limit: batch,
    });
    for (const operation of due) if (await expireOperation(context, operation)) expired++;
    if (due.length < batch) return expired;
  }
}
