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
 * The vision pool as a detection sees it: `run` one task, or `together` the tasks one
 * request runs side by side (a hologram burst is also a look at the card), which a budget
 * counts as one.
 */
export interface TVisionRunner extends Pick<TVisionPool, 'run'> {
  together<T>(work: (vision: Pick<TVisionPool, 'run'>) => Promise<T>): Promise<T>;
}

/** The pool without a budget: `together` runs the tasks as they come. */
export function unbudgetedVision(vision: Pick<TVisionPool, 'run'>): TVisionRunner {
  return { run: (task, input) => vision.run(task, input), together: (work) => work(vision) };
}

/**
 * The vision pool behind a small budget of its own (the public demo's): at most `running`
 * of its tasks in the pool at once, so a customer's detection waits behind that many at
 * most, and at most `waiting` more held here; past that the call is refused at once with
 * 503 VISION_BUSY and Retry-After, before the task reaches the pool. The tasks of one
 * `together` take one place between them, so a request never queues behind itself. Counts
 * are per process (each process has its own pool).
 */
export function budgetedVision(
  vision: Pick<TVisionPool, 'run'>,
  budget: TVisionBudget,
): TVisionRunner {
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
  const onOnePlace = async <T>(work: () => Promise<T>) => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    run: (task, input) => onOnePlace(() => vision.run(task, input)),
    together: (work) => onOnePlace(() => work(vision)),
  };
}
