import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../support/test-server.ts';

/**
 * A burst of health checks queued a `select 1` each behind the writes
 * waiting for the database (PGlite's one connection, PostgreSQL's pool), so the checks
 * waited seconds and failed with 503s that carried no Retry-After while the database was
 * answering all along.
 */
describe('the health check under load', () => {
  let server: TTestServer;

  beforeAll(async () => {
    // A small pool on PostgreSQL: the transactions below hold all of it.
    server = await startTestServer({ DATABASE_POOL_SIZE: '2' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers while transactions hold every connection and the database keeps answering them', async () => {
    const { db, kind } = server.platform.database;
    const connections = kind === 'postgres' ? server.platform.config.DATABASE_POOL_SIZE : 1;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ended = false;
    // Writes that hold the database, their statements coming back one after another, as
    // a creation's do while others queue behind them.
    const holding = Promise.all(
      Array.from({ length: connections }, () =>
        db.transaction(async (tx) => {
          let open = true;
          void released.then(() => {
            open = false;
          });
          while (open) {
            await tx.execute(sql`select 1`);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }),
      ),
    ).then(() => {
      ended = true;
    });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${server.url}/api/health`).then((response) => ({
          status: response.status,
          whileHeld: !ended,
        })),
      ),
    );
    release();
    await holding;
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.whileHeld)).toBe(true);
  });

  it('answers 503 DB_UNAVAILABLE with Retry-After once the database is closed', async () => {
    const broken = await startTestServer();
    try {
      await broken.platform.database.close();
      const response = await fetch(`${broken.url}/api/health`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    } finally {
      await broken.app.close();
      await broken.database.drop();
    }
  });
});
