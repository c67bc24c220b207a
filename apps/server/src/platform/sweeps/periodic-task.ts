import type { TLogger } from '../logger.ts';

/**
 * Runs `task` now and then every `intervalMs` on a worker, never two runs at once; a
 * failure is logged and the next run tries again. Returns the stop function. Tasks must be
 * safe on several workers at once (conditional updates, skip-locked claims).
 */
export function startPeriodicTask(
  name: string,
  intervalMs: number,
  log: TLogger,
  task: () => Promise<Record<string, number> | undefined>,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .then((counts) => {
        if (counts && Object.values(counts).some((count) => count > 0)) log.info(counts, name);
      })
      .catch((error) => log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  const first = setImmediate(run);
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => {
    clearImmediate(first);
    clearInterval(timer);
  };
}
