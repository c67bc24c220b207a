import { refundStaleDebits } from '../credits/index.ts';
import { resumeDeferredSeals } from './deferred-seals.ts';
import { expireDueOperations } from './expire-operations.ts';
import type { TSigningContext } from './operations.types.ts';

/**
 * The upkeep of operations, a periodic job (EXPIRY_SWEEP_CRON, every minute): operations
 * past their end date expire, a SEALING operation whose seal job is gone gets one, and
 * a creation's debit left unsettled (its process died before the operation was recorded) is refunded.
 */
export async function sweepOperations(context: TSigningContext) {
  return {
    expired: await expireDueOperations(context),
    sealsResumed: await resumeDeferredSeals(context.platform),
    debitsRefunded: await refundStaleDebits(context.db),
  };
}
