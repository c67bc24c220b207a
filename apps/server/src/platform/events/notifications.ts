import { sql } from 'drizzle-orm';
import type { TDatabase, TDbOrTx } from '../db/client.ts';
import type { TNotificationListener } from '../db/pg-listener.ts';
import type { TLogger } from '../logger.ts';

/**
 * PostgreSQL LISTEN/NOTIFY between server processes. A writer calls `notify` inside its
 * transaction: PostgreSQL (and PGlite) deliver the payload when, and only if, it commits,
 * to every process listening on the channel, this one included. Each process has one
 * listener (a dedicated connection on PostgreSQL) fanning out to its subscribers.
 */

/** Sends `payload` (JSON, under PostgreSQL's 8000 bytes) on `channel` when `db`'s transaction commits. */
export async function notify(db: TDbOrTx, channel: string, payload: unknown): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export interface TSubscriber {
  onPayload(payload: string): void;
  /** The listener lost its connection for a while: notifications may have been missed. */
  onReset?(): void;
}

export interface TNotificationHub {
  /** Resolves once `channel`'s notifications reach `subscriber`; returns the unsubscribe. */
  subscribe(channel: string, subscriber: TSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

/** Handlers by key (a channel, an account): `add` returns the handler's removal. */
export function keyedHandlers<K, H>() {
  const sets = new Map<K, Set<H>>();
  return {
    add(key: K, handler: H): () => void {
      const set = sets.get(key) ?? new Set<H>();
      sets.set(key, set);
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && sets.get(key) === set) sets.delete(key);
      };
    },
    /** The key's handlers now (a copy: a handler may remove itself). */
    of: (key: K): H[] => [...(sets.get(key) ?? [])],
    all: (): H[] => [...sets.values()].flatMap((set) => [...set]),
    clear: () => sets.clear(),
  };
}

/** The process's one listener, opened on the first subscription. */
export function createNotificationHub(database: TDatabase, log: TLogger): TNotificationHub {
  const subscribers = keyedHandlers<string, TSubscriber>();
  let listener: TNotificationListener | undefined;
  const open = () =>
    database.createListener({
      onNotification(channel, payload) {
        for (const subscriber of subscribers.of(channel)) {
          try {
            subscriber.onPayload(payload);
          } catch (error) {
            log.error({ err: error, channel }, 'a notification subscriber failed');
          }
        }
      },
      onReconnect() {
        log.info('the notification listener is listening again');
        for (const subscriber of subscribers.all()) subscriber.onReset?.();
      },
      onError(error) {
        log.warn({ err: error }, 'the notification listener lost its connection');
      },
    });
  return {
    async subscribe(channel, subscriber) {
      listener ??= open();
      await listener.listen(channel);
      return subscribers.add(channel, subscriber);
    },
    async close() {
      subscribers.clear();
      await listener?.close();
    },
  };
}
