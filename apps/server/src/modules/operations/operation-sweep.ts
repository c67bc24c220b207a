import { refundStaleDebits } from '../credits/index.ts';
import { expireDueOperations } from './expire-operations.ts';
import type { TOperationsContext } from './operations.types.ts';

/**
 * The upkeep of operations, a periodic job (EXPIRY_SWEEP_CRON, every minute): operations
 * past their end date expire, and a creation's debit left unsettled (its process died before the operation was recorded) is refunded.
 */
export async function sweepOperations(context: TOperationsContext) {
  return {
    expired: await expireDueOperations(context),
    debitsRefunded: await refundStaleDebits(context.db),
  };
}
