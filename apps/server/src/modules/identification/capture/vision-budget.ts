import type { TVisionPool } from '@confirma/vision';
import { RetryLaterError } from '../../../platform/errors.ts';

export interface TVisionBudget {
  /** Tasks of this budget running in the pool at once. */
  running: number;
  /** Tasks of this budget waiting for one of those places; one more is refused. */
  waiting: number;
  /** What the refusal's Retry-After says, in seconds. */
  retryAfterSeconds: number;
}

/**
 * The vision pool behind a small budget of its own (the public demo's): at most `running`
 * of its tasks in the pool at once, so a customer's detection waits behind that many at
 * most, and at most `waiting` more held here; past that the call is refused at once with
 * 503 VISION_BUSY and Retry-After, before the task reaches the pool. Counts are per
 * process (each process has its own pool).
 */
export function budgetedVision(
  vision: Pick<TVisionPool, 'run'>,
  budget: TVisionBudget,
): Pick<TVisionPool, 'run'> {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  const acquire = async () => {
    if (active < budget.running) {
      active += 1;
      return;
    }
    if (queue.length >= budget.waiting) {
      throw new RetryLaterError(
        'VISION_BUSY',
        budget.retryAfterSeconds,
        'The demo identifications are busy; try again later',
      );
    }
    // The place is handed over by release(): `active` does not change.
    await new Promise<void>((resolve) => queue.push(resolve));
  };
  return {
    async run(task, input) {
      await acquire();
      try {
        return await vision.run(task, input);
      } finally {
        release();
      }
    },
  };
}
