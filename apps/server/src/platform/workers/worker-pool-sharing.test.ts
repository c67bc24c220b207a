import { describe, expect, it } from 'vitest';
import type { TMisbehaviour } from './testing/misbehaving-worker.ts';
import { createWorkerPool, shareThreadsAcrossPools } from './worker-pool.ts';

// Its own file: the switch holds for the whole process (a test file's here).
const kind = (heapMb: number) =>
  createWorkerPool<TMisbehaviour, { threadId: number }>({
    name: 'shared pool',
    entry: new URL('./testing/misbehaving-worker.ts', import.meta.url),
    size: 1,
    timeoutMs: 3000,
    heapMb,
  });

describe('threads shared across pools (shareThreadsAcrossPools)', () => {
  it("hands a closed pool's idle thread to the next pool of its kind, and only of its kind", async () => {
    const before = kind(64);
    const unshared = (await before.run('answer')).threadId;
    await before.close();
    // Before the switch a closed pool stops its threads.
    const fresh = kind(64);
    const first = (await fresh.run('answer')).threadId;
    expect(first).not.toBe(unshared);

    shareThreadsAcrossPools();
    await fresh.close();
    const next = kind(64);
    expect((await next.run('answer')).threadId).toBe(first);
    // Another heap cap is another kind: a thread of its own.
    const other = kind(96);
    expect((await other.run('answer')).threadId).not.toBe(first);
    await Promise.all([next.close(), other.close()]);
  }, 60_000);

  it('stops a thread whose task still ran when its pool closed: never handed over busy', async () => {
    const pool = kind(64);
    const parked = (await pool.run('answer')).threadId;
    // A task still running when its pool closes: its thread is stopped, not parked.
    const running = pool.run('spin').catch(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    await running;
    const next = kind(64);
    expect((await next.run('answer')).threadId).not.toBe(parked);
    await next.close();
  }, 60_000);
});
