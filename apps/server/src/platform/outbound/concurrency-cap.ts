/**
 * At most `max` calls at once; the next ones wait their turn in arrival order, each no
 * longer than its own `signal` allows (it is then rejected with the signal's reason and
 * leaves the queue). A place is given back when the call's work settles.
 */
export function createConcurrencyCap(max: number) {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  const place = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      if (running < max) {
        running += 1;
        return resolve();
      }
      const admit = () => {
        signal.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        const index = queue.indexOf(admit);
        if (index >= 0) queue.splice(index, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', abandon, { once: true });
      queue.push(admit);
    });

  return {
    async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
      await place(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
    state: () => ({ running, waiting: queue.length }),
  };
}
