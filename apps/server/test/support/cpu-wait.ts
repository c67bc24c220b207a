import fs from 'node:fs';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const available = fs.existsSync(SCHEDSTAT);

/**
 * How long this process's main thread (the test server's event loop, in integration tests)
 * has so far waited for a CPU while ready to run, in ms, from Linux's schedstat; 0 where it
 * is not available. On a shared machine, time a thread spends in the run queue is the
 * machine's load, not the thread's own work: tests that bound the event loop's latency
 * subtract it.
 */
export function mainThreadCpuWaitMs(): number {
  if (!available) return 0;
  const [, waitNs] = fs.readFileSync(SCHEDSTAT, 'latin1').trim().split(/\s+/);
  return Number(waitNs) / 1e6;
}
