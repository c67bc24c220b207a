import type { TVisionPool } from '@confirma/vision';
import { describe, expect, it } from 'vitest';
import { budgetedVision } from './vision-budget.ts';

/** A pool whose tasks end when the test lets them: how many run at once is what counts. */
function heldPool() {
  const waiting: (() => void)[] = [];
  let running = 0;
  const pool = {
    run: () =>
      new Promise((resolve) => {
        running += 1;
        waiting.push(() => {
          running -= 1;
          resolve(undefined);
        });
      }),
  } as unknown as Pick<TVisionPool, 'run'>;
  return {
    pool,
    running: () => running,
    finishAll: () => {
      for (const end of waiting.splice(0)) end();
    },
  };
}

const budget = { running: 1, waiting: 0, retryAfterSeconds: 30 };

describe('the demo budget of the vision pool', () => {
  it('refuses a task past its places, with VISION_BUSY and its Retry-After', async () => {
    const held = heldPool();
    const vision = budgetedVision(held.pool, budget);
    const first = vision.run('faces', {} as never);
    await expect(vision.run('faces', {} as never)).rejects.toMatchObject({
      code: 'VISION_BUSY',
      retryAfterSeconds: 30,
    });
    held.finishAll();
    await first;
  });

  it('counts the tasks one request runs together as one place, and frees it after them', async () => {
    const held = heldPool();
    const vision = budgetedVision(held.pool, budget);
    const both = vision.together((pool) =>
      Promise.all([pool.run('hologram', {} as never), pool.run('documentPresence', {} as never)]),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.running()).toBe(2);
    await expect(vision.run('faces', {} as never)).rejects.toMatchObject({ code: 'VISION_BUSY' });
    held.finishAll();
    await both;
    const next = vision.run('faces', {} as never);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.running()).toBe(1);
    held.finishAll();
    await next;
  });
});
