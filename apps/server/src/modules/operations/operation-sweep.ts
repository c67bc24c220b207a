import { resumeDeferredSeals } from './deferred-seals.ts';
import { expireDueOperations } from './expire-operations.ts';
import type { TSigningContext } from './operations.types.ts';

/**
 * A worker's upkeep of operations, when it starts and every EXPIRY_SWEEP_MS: operations
 * past their end date expire, and a SEALING operation whose seal job is gone gets one.
 */
export async function sweepOperations(context: TSigningContext) {
  return {
    expired: await expireDueOperations(context.db),
    sealsResumed: await resumeDeferredSeals(context.platform),
  };
}
