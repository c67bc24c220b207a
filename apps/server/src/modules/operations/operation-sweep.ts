import { resumeDeferredSeals } from './deferred-seals.ts';
import { expireDueOperations } from './expire-operations.ts';
import type { TSigningContext } from './operations.types.ts';

/**
 * The upkeep of operations, a periodic job (EXPIRY_SWEEP_CRON, every minute): operations
 * past their end date expire, and a SEALING operation whose seal job is gone gets one.
 */
export async function sweepOperations(context: TSigningContext) {
  return {
    expired: await expireDueOperations(context.db),
    sealsResumed: await resumeDeferredSeals(context.platform),
  };
}
