import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createAnswerWatch, type TAnswerWatch } from './answer-watch.ts';
import {
  channelIdentifier,
  createPgListener,
  type TListenerHandlers,
  type TNotificationListener,
} from './pg-listener.ts';
import * as schema from './schema.ts';

export type TSchema = typeof schema;
/** The Drizzle database: the same API over PGlite and node-postgres. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** A transaction handle, accepted wherever `TDb` is. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

/** What a raw statement answers: its rows (the last statement's, for several). */
export interface TSqlResult {
  rows: Record<string, unknown>[];
}

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL outside any transaction: with `values`, one statement with `$n`
   * parameters; without, one or several statements (pg-boss installs and maintains its
   * schema with `BEGIN; …; COMMIT;` scripts). The job queue's connection to the database.
   */
  executeSql(text: string, values?: unknown[]): Promise<TSqlResult>;
  /** Runs `select 1`; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * What /api/health asks: resolves at once when a statement of this process came back
   * from the database within the last ANSWERED_FRESH_MS, else when one `ping`, shared by
   * every caller meanwhile, answers within `timeoutMs`; rejects once closed. A check is never
   * queued behind the statements waiting for the database.
   */
  checkAnswering(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Runs `fn` with a Drizzle handle bound to one connection (advisory locks, migrations). */
  withConnection<T>(fn: (db: TDb) => Promise<T>): Promise<T>;
  /**
   * A receiver of NOTIFY payloads (one per process: `platform/events/notifications.ts`):
   * PGlite's own listeners, or a dedicated node-postgres connection that reconnects.
   */
  createListener(handlers: TListenerHandlers): TNotificationListener;
}

export interface TDatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is opened at `pgliteDir`. */
  url?: string | undefined;
  /** Directory of the embedded database, or undefined for an in-memory one (tests). */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

/**
 * Settles when `promise` does, or rejects after `ms`. One promise and one timer: /api/health
 * calls it on every check (a race of two promises with a `finally` made four).
 */
function answeredWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`database did not answer within ${ms} ms`)),
      ms,
    );
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * How long a statement that came back shows that the database answers: a health check
 * within this time of one asks the database nothing.
 */
export const ANSWERED_FRESH_MS = 1000;

/**
 * The health check's query, straight on the driver: Drizzle adds nothing to `select 1` but
 * its query building, and on PostgreSQL a named statement is parsed once per connection.
 */
const PING = { name: 'confirma-ping', text: 'select 1' } as const;

/**
 * Names for the statement texts run with parameters, so that PostgreSQL parses each text
 * once per connection (NamedStatementClient). A text is named the second time it is seen:
 * one-off texts stay unnamed. Past MAX_STATEMENT_TEXTS texts the rest run unnamed, so
 * texts that varied without end (a list of values written out) could not fill the
 * connections' memory with statements.
 */
const MAX_STATEMENT_TEXTS = 1024;
const statementNames = new Map<string, string | null>();

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known) return known;
  if (known === null) {
    const name = `confirma_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
    return name;
  }
  if (statementNames.size < MAX_STATEMENT_TEXTS) statementNames.set(text, null);
  return undefined;
}

/**
 * node-postgres's client with each statement that has parameters named by its text: an
 * unnamed statement is parsed and planned on every run, a named one is parsed once per
 * connection and, run often, may keep a generic plan. Drizzle and pg-boss send the same
 * few texts over and over: a creation's statements cost PostgreSQL about a quarter less
 * CPU named. A statement already named (`.prepare(name)`) keeps its name.
 */
class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads of query, passed through.
  override query(config: any, values?: any, callback?: any): any {
    const text: unknown = typeof config === 'string' ? config : config?.text;
    const params: unknown[] | undefined = Array.isArray(values) ? values : config?.values;
    const name =
      typeof text === 'string' && params?.length && !config?.name ? statementName(text) : undefined;
    if (!name) return super.query(config, values, callback);
    const named = typeof config === 'string' ? { text, name } : { ...config, name };
    return super.query(named, values, callback);
  }
}

/**
 * NamedStatementClient telling `watch` of every statement that comes back, whichever way
 * it was sent: pg takes a callback as the second or the third argument (the pool's own
 * `query` does), or answers a promise.
 */
function answerTrackingClient(watch: TAnswerWatch): typeof pg.Client {
  type TCallback = (error: Error | null, result: unknown) => void;
  const tracked = (callback: TCallback): TCallback => {
    return (error, result) => {
      if (!error) watch.answered();
      callback(error, result);
    };
  };
  return class AnswerTrackingClient extends NamedStatementClient {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads of query, passed through.
    override query(config: any, values?: any, callback?: any): any {
      if (typeof values === 'function') return super.query(config, tracked(values));
      if (typeof callback === 'function') return super.query(config, values, tracked(callback));
      const result = super.query(config, values);
      if (typeof result?.then !== 'function') return result;
      return result.then((answer: unknown) => {
        watch.answered();
        return answer;
      });
    }
  };
}

/** PGlite telling `onAnswer` of every protocol exchange that comes back. */
class AnswerTrackingPGlite extends PGlite {
  onAnswer: () => void = () => {};

  override async execProtocolStream(
    ...args: Parameters<PGlite['execProtocolStream']>
  ): ReturnType<PGlite['execProtocolStream']> {
    const result = await super.execProtocolStream(...args);
    this.onAnswer();
    return result;
  }
}

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  const { url } = options;
  if (url) {
    const ping = (timeoutMs = 2000) => answeredWithin(pool.query(PING), timeoutMs);
    const answers = createAnswerWatch({ probe: ping, freshMs: ANSWERED_FRESH_MS });
    const pool = new pg.Pool({
      Client: answerTrackingClient(answers),
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'postgres',
      // Without values node-postgres uses the simple protocol, which runs several statements.
      executeSql: (text, values) => pool.query(text, values?.length ? values : undefined),
      ping,
      checkAnswering: (timeoutMs = 2000) => answers.check(timeoutMs),
      close: () => {
        answers.close();
        return pool.end();
      },
      async withConnection(fn) {
        const client = await pool.connect();
        try {
          return await fn(drizzleNodePg(client, { schema }) as unknown as TDb);
        } finally {
          client.release();
        }
      },
      createListener: (handlers) => createPgListener(url, handlers),
    };
  }
  if (options.pgliteDir) await fs.mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = new AnswerTrackingPGlite(options.pgliteDir ?? 'memory://');
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  const ping = (timeoutMs = 2000) => answeredWithin(client.query(PING.text), timeoutMs);
  const answers = createAnswerWatch({ probe: ping, freshMs: ANSWERED_FRESH_MS });
  client.onAnswer = () => answers.answered();
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Only `exec` runs several statements; it answers one result per statement.
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    ping,
    checkAnswering: (timeoutMs = 2000) => answers.check(timeoutMs),
    close: () => {
      answers.close();
      return client.closed ? Promise.resolve() : client.close();
    },
    // PGlite has a single connection: every handle is bound to it already.
    withConnection: (fn) => fn(db),
    createListener(handlers) {
      const listening = new Map<string, Promise<() => Promise<void>>>();
      return {
        async listen(channel) {
          // The same names on both drivers: a plain lower-case identifier.
          channelIdentifier(channel);
          if (!listening.has(channel)) {
            const deliver = (payload: string) => handlers.onNotification(channel, payload);
            const started = client.listen(channel, deliver);
            started.catch(() => listening.delete(channel));
            listening.set(channel, started);
          }
          await listening.get(channel);
        },
        async close() {
          const stops = await Promise.all(listening.values());
          listening.clear();
          if (!client.closed) for (const stop of stops) await stop();
        },
      };
    },
  };
}
