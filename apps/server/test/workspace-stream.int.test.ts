import type { TWorkspaceEvent } from '@confirma/contracts/workspace';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCredits } from '../src/modules/credits/add-credits.ts';
import { moveSigner } from '../src/modules/operations/index.ts';
import { operationSigners } from '../src/modules/operations/operations-schema.ts';
import { openEventStream, type TEventStreamClient } from './support/event-stream.ts';
import { createOperation } from './support/operations.ts';
import { runWhen } from './support/run-when.ts';
import { startTestServer, type TTestServer } from './support/test-server.ts';
import { otpSigner, type TWorkspaceSender, workspaceSender } from './support/workspace.ts';

const LIMITS = { AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' };
const isOperation = (operationUuid: string, status?: string) => (event: TWorkspaceEvent) =>
  event.kind === 'operation' &&
  event.operationUuid === operationUuid &&
  (status === undefined || event.status === status);
const isCredits = (event: TWorkspaceEvent) => event.kind === 'credits';
const POSTGRES_ONLY = runWhen(
  process.env.DATABASE_URL,
  'PostgreSQL only: PGlite has no other process to hear from',
);

describe('the live workspace stream (Server-Sent Events)', () => {
  let server: TTestServer;
  let alice: TWorkspaceSender;
  let bob: TWorkspaceSender;
  const streams: TEventStreamClient[] = [];
  const stream = async (sender: TWorkspaceSender, via: 'cookie' | 'token' = 'cookie') => {
    const headers =
      via === 'cookie' ? sender.cookie() : { authorization: `Bearer ${sender.token}` };
    const opened = await openEventStream(`${server.url}/api/operations/stream`, headers);
    streams.push(opened);
    return opened;
  };

  beforeAll(async () => {
    server = await startTestServer({
      ...LIMITS,
      WORKSPACE_STREAMS_PER_USER: '2',
      WORKSPACE_STREAM_HEARTBEAT_MS: '200',
    });
    alice = await workspaceSender(server, 'alice@example.com');
    bob = await workspaceSender(server, 'bob@example.com');
  }, 60_000);
  afterAll(async () => {
    for (const open of streams) await open.close();
    await server?.close();
  });

  it('streams without buffering: event-stream, no-store, a retry hint and heartbeats', async () => {
    const live = await stream(alice);
    expect(live.status).toBe(200);
    expect(live.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(live.header('cache-control')).toBe('no-store');
    expect(live.header('x-content-type-options')).toBe('nosniff');
    await live.until(() => live.comments.includes('ping'), 'heartbeat', 2000);
    expect(live.retry()).toBe(3000);
    await live.close();
  });

  it('tells the account when its operations move and its credits change, on the open stream', async () => {
    const live = await stream(alice);
    const { op } = await createOperation(server, alice.token, [
      otpSigner('Ana', 'ana@example.com'),
    ]);
    await live.next(isCredits);
    const sent = await live.next(isOperation(op, 'SENT'));
    expect(sent).toMatchObject({ kind: 'operation' });
    const before = new Date().toISOString();
    expect((await alice.api.post(`/api/v2/canceloperation/${op}`)).status).toBe(200);
    // Pushed on the same stream, after the SENT it follows, stamped after the cancel began
    // (the server's clock is this process's): this change's event, not a stale one.
    const cancelled = await live.next(isOperation(op, 'CANCELLED'));
    expect(live.events.indexOf(cancelled)).toBeGreaterThan(live.events.indexOf(sent));
    expect(cancelled.at >= before).toBe(true);
    // A purchase or grant shows too.
    const credited = live.events.filter(isCredits).length;
    await addCredits(server.platform.database.db, {
      organizationId: alice.userId,
      kind: 'purchase',
      amount: 20,
      reason: 'pack:credits-20',
      reference: 'payment-1',
    });
    await live.until(() => live.events.filter(isCredits).length > credited, 'credits event');
    await live.close();
  });

  it("tells the account when one of its signers moves, from the move's own statement", async () => {
    const live = await stream(alice);
    const { op } = await createOperation(server, alice.token, [
      otpSigner('Ana', 'ana@example.com'),
    ]);
    await live.next(isOperation(op, 'SENT'));
    const db = server.platform.database.db;
    const [ana] = await db
      .select({ id: operationSigners.id })
      .from(operationSigners)
      .where(eq(operationSigners.operationId, op));
    if (!ana) throw new Error('the operation has a signer');
    const sent = live.events.filter(isOperation(op, 'SENT')).length;
    // The signer alone moves: the event carries the operation's status as it stands.
    await db.transaction((tx) =>
      moveSigner(server.platform, tx, { signerId: ana.id, to: 'OPENED' }),
    );
    await live.until(
      () => live.events.filter(isOperation(op, 'SENT')).length > sent,
      "the signer's move",
    );
    // A move the signer's status does not allow changes nothing and tells nobody: the next
    // event on the stream is that of the change made after it (events come in commit order).
    const seen = live.events.length;
    await expect(
      db.transaction((tx) => moveSigner(server.platform, tx, { signerId: ana.id, to: 'INVITED' })),
    ).rejects.toThrow('cannot become invited');
    await addCredits(db, {
      organizationId: alice.userId,
      kind: 'purchase',
      amount: 1,
      reason: 'pack:credits-1',
      reference: 'payment-after-refused-move',
    });
    await live.until(() => live.events.length > seen, 'the credits event');
    expect(live.events.slice(seen)).toEqual([expect.objectContaining({ kind: 'credits' })]);
    await live.close();
  });

  it("never tells one account about another's operations (token or cookie)", async () => {
    const aliceLive = await stream(alice, 'token');
    const bobLive = await stream(bob);
    const { op: aliceOp } = await createOperation(server, alice.token, [
      otpSigner('Carla', 'carla@example.com'),
    ]);
    await aliceLive.next(isOperation(aliceOp, 'SENT'));
    const { op: bobOp } = await createOperation(server, bob.token, [
      otpSigner('Bruno', 'bruno@example.com'),
    ]);
    await bobLive.next(isOperation(bobOp, 'SENT'));
    // Bob's stream has seen Alice's change go by (it came before his own), yet holds none of it.
    expect(bobLive.events.some(isOperation(aliceOp))).toBe(false);
    expect(aliceLive.events.some(isOperation(bobOp))).toBe(false);
    await aliceLive.close();
    await bobLive.close();
  });

  it('refuses a stream to nobody, to a signer, and beyond the per-account limit', async () => {
    const anonymous = await openEventStream(`${server.url}/api/operations/stream`);
    expect(anonymous.status).toBe(401);
    const { loginautToken } = await createOperation(server, bob.token, [
      otpSigner('Dora', 'dora@example.com'),
    ]);
    const signer = await openEventStream(`${server.url}/api/operations/stream`, {
      authorization: `Bearer ${loginautToken}`,
    });
    expect(signer.status).toBe(401);

    const first = await stream(alice);
    const second = await stream(alice, 'token');
    const third = await openEventStream(`${server.url}/api/operations/stream`, alice.cookie());
    expect(third.status).toBe(429);
    expect((await third.problem()).code).toBe('RATE_LIMITED');
    // Another account is not held back by Alice's streams.
    const bobs = await stream(bob);
    expect(bobs.status).toBe(200);
    // A stream the browser closes gives its place back.
    await first.close();
    let again = await openEventStream(`${server.url}/api/operations/stream`, alice.cookie());
    for (let tries = 0; again.status === 429 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openEventStream(`${server.url}/api/operations/stream`, alice.cookie());
    }
    streams.push(again);
    expect(again.status).toBe(200);
    await again.close();
    await second.close();
    await bobs.close();
  });
});

describe('the live stream across server processes, and at shutdown', () => {
  it('ends open streams cleanly when the server closes', async () => {
    const server = await startTestServer(LIMITS);
    try {
      const alice = await workspaceSender(server, 'alice@example.com');
      const live = await openEventStream(`${server.url}/api/operations/stream`, alice.cookie());
      expect(live.status).toBe(200);
      await live.until(() => live.retry() !== undefined, 'retry hint');
      const closing = server.close();
      await live.whenEnded(5000);
      await closing;
    } catch (error) {
      await server.close().catch(() => {});
      throw error;
    }
  }, 60_000);

  // PGlite is one process's database: only PostgreSQL has another process to hear from.
  describe('two servers on one PostgreSQL', POSTGRES_ONLY, () => {
    let first: TTestServer;
    let second: TTestServer;
    let alice: TWorkspaceSender;

    beforeAll(async () => {
      first = await startTestServer(LIMITS);
      second = await startTestServer(LIMITS, { database: first.database });
      alice = await workspaceSender(first, 'alice@example.com');
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a change made through one server to a stream on the other', async () => {
      const live = await openEventStream(`${first.url}/api/operations/stream`, alice.cookie());
      const { op } = await createOperation(second, alice.token, [
        otpSigner('Ana', 'ana@example.com'),
      ]);
      await live.next(isOperation(op, 'SENT'));
      await live.next(isCredits);
      const response = await fetch(`${second.url}/api/v2/canceloperation/${op}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(response.status).toBe(200);
      await live.next(isOperation(op, 'CANCELLED'));
      await live.close();
    });

    it('closes the streams when the listening connection drops, then listens again', async () => {
      const live = await openEventStream(`${first.url}/api/operations/stream`, alice.cookie());
      expect(live.status).toBe(200);
      // The listening connection (each server has its own, when it listens): cut.
      const cut = await first.platform.database.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN %'`,
      );
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      // Once listening again, the stream is closed: the browser reconnects and reads afresh
      // what it may have missed meanwhile.
      await live.whenEnded(5000);
      const again = await openEventStream(`${first.url}/api/operations/stream`, alice.cookie());
      const { op } = await createOperation(second, alice.token, [
        otpSigner('Eva', 'eva@example.com'),
      ]);
      await again.next(isOperation(op, 'SENT'));
      await again.close();
    });
  });
});
