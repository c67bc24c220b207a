import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { derivedKey, openText, sealText } from '../sealed-text.ts';

/** How long a key is kept (and its request replayable): a day, as payment APIs do. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** One request's key: whose it is, the key the client sent and what the request was. */
export interface TIdempotencyScope {
  userId: string;
  key: string;
  /** What the request asks (route and body): `fingerprintOf`. */
  fingerprint: string;
}

/**
 * Writes the answer of the request holding the key, in the transaction of its creation:
 * the key completes exactly when the creation commits. Throws (rolling the creation back)
 * when another request took the key over meanwhile.
 */
export type TRecordAnswer = (tx: TDbOrTx, body: unknown) => Promise<void>;

export interface TIdempotentResult<T> {
  status: number;
  body: T;
  /** True when the answer is the one stored by an earlier request with the same key. */
  replayed: boolean;
}

export interface TIdempotency {
  /**
   * Runs `create` once per scope: without a scope it just runs; with one, the first
   * request runs it and its answer (`status`, the body returned) is kept, a later one
   * with the same key and request gets that answer back, a concurrent one waits for the
   * first (up to `waitMs`, then 409), and the same key with another request is 409. A
   * `create` that fails creates nothing (its writes are one transaction) and releases the
   * key: a retry runs again.
   */
  run<T>(
    scope: TIdempotencyScope | undefined,
    status: number,
    create: (record: TRecordAnswer) => Promise<T>,
  ): Promise<TIdempotentResult<T>>;
  /** Deletes the keys older than `before` (their requests can no longer be replayed). */
  purge(before: Date): Promise<number>;
}

/** SHA-256 of what a request asks: its route (with parameters) and its body. */
export function fingerprintOf(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(JSON.stringify(body)).digest('hex');
}

export interface TIdempotencyOptions {
  db: TDb;
  /** AUTH_SECRET: the answers' encryption key is derived from it. */
  secret: string;
  /** A key held longer than this by an unfinished request is taken over (its process died). */
  leaseMs?: number;
  /** How long a concurrent duplicate waits for the first request's answer. */
  waitMs?: number;
}

export function createIdempotency(options: TIdempotencyOptions): TIdempotency {
  const { db } = options;
  const leaseSeconds = (options.leaseMs ?? 120_000) / 1000;
  const waitMs = options.waitMs ?? 10_000;
  const cipherKey = derivedKey(options.secret, 'idempotency-answers-v1');
  const aadOf = (scope: TIdempotencyScope) => `${scope.userId}\n${scope.key}`;
  const sealAnswer = (scope: TIdempotencyScope, answer: unknown) =>
    sealText(cipherKey, JSON.stringify(answer), aadOf(scope));
  const openAnswer = (scope: TIdempotencyScope, sealed: string): unknown =>
    JSON.parse(openText(cipherKey, sealed, aadOf(scope)));
  const ofScope = (scope: TIdempotencyScope) =>
    and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key));

  /** Takes the key (new, or held by a request that outlived the lease); false if held. */
  const take = async (scope: TIdempotencyScope, claim: string) => {
    const taken = await db
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, key: scope.key, fingerprint: scope.fingerprint, claim })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { claim, fingerprint: scope.fingerprint, claimedAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.completedAt} is null
          and ${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
      })
      .returning({ claim: idempotencyKeys.claim });
    return taken.length > 0;
  };

  return {
    async run(scope, status, create) {
      if (!scope) return { status, body: await create(async () => {}), replayed: false };
      const deadline = Date.now() + waitMs;
      for (;;) {
        const claim = randomUUID();
        if (await take(scope, claim)) {
          let recorded = false;
          const record: TRecordAnswer = async (tx, body) => {
            const done = await tx
              .update(idempotencyKeys)
              .set({
                statusCode: status,
                answer: sealAnswer(scope, body),
                completedAt: sql`now()`,
              })
              .where(and(ofScope(scope), eq(idempotencyKeys.claim, claim)))
              .returning({ claim: idempotencyKeys.claim });
            if (!done.length) {
              throw new AppError('CONFLICT', 'Another request took this Idempotency-Key over');
            }
            recorded = true;
          };
          let body: Awaited<ReturnType<typeof create>>;
          try {
            body = await create(record);
          } catch (error) {
            await db
              .delete(idempotencyKeys)
              .where(and(ofScope(scope), eq(idempotencyKeys.claim, claim)));
            throw error;
          }
          // A creation that wrote nothing of its own (no transaction to join) is kept now.
          if (!recorded) await record(db, body);
          return { status, body, replayed: false };
        }
        const [row] = await db.select().from(idempotencyKeys).where(ofScope(scope));
        if (!row) continue;
        if (row.fingerprint !== scope.fingerprint) {
          throw new AppError('CONFLICT', 'This Idempotency-Key was used for another request');
        }
        if (row.completedAt && row.answer !== null && row.statusCode !== null) {
          const body = openAnswer(scope, row.answer) as Awaited<ReturnType<typeof create>>;
          return { status: row.statusCode, body, replayed: true };
        }
        if (Date.now() >= deadline) {
          throw new AppError('CONFLICT', 'A request with this Idempotency-Key is in progress');
        }
        await sleep(50);
      }
    },
    async purge(before) {
      const gone = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return gone.length;
    },
  };
}
