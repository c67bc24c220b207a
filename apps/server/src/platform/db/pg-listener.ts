import pg from 'pg';

/** What a listener reports: each notification, and the state of its connection. */
export interface TListenerHandlers {
  onNotification(channel: string, payload: string): void;
  /**
   * The connection was lost and is listening again: whatever was notified meanwhile was
   * missed (subscribers should read the state afresh).
   */
  onReconnect(): void;
  /** The connection failed or dropped (a reconnection follows). */
  onError(error: unknown): void;
}

/** This process's receiver of NOTIFY payloads (`TDatabase.createListener`). */
export interface TNotificationListener {
  /** LISTENs on `channel`; resolves once notifications of it are delivered. */
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/** A channel name as an SQL identifier (LISTEN takes no parameter). */
export function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return `"${channel}"`;
}

/**
 * LISTEN over node-postgres: one dedicated connection (a pooled one goes back to the pool
 * and stops listening), opened on the first `listen`. When it drops it is opened again
 * with a doubling delay (250 ms to 10 s), or at once by a new `listen`; every channel is
 * LISTENed again and `onReconnect` runs.
 */
export function createPgListener(url: string, handlers: TListenerHandlers): TNotificationListener {
  const channels = new Set<string>();
  /** The open connection and the channels it LISTENs on. */
  let client: pg.Client | undefined;
  const heard = new WeakMap<pg.Client, Set<string>>();
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;
  let closed = false;
  /** A connection was lost since the last one opened: its subscribers may have missed some. */
  let missed = false;

  const lost = (which: pg.Client, error?: unknown) => {
    if (which !== client || closed) return;
    client = undefined;
    missed = true;
    which.end().catch(() => {});
    handlers.onError(error ?? new Error('the listening connection ended'));
    schedule();
  };

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) =>
      handlers.onNotification(message.channel, message.payload ?? ''),
    );
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    heard.set(next, new Set());
    try {
      await next.connect();
      for (const channel of channels) await listenOn(next, channel);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('the listener is closed');
    }
    client = next;
    delay = RETRY_MIN_MS;
    if (missed) {
      missed = false;
      // Before whoever waits for this connection goes on: only earlier subscribers are told.
      handlers.onReconnect();
    }
    return next;
  }

  async function listenOn(connection: pg.Client, channel: string) {
    const listening = heard.get(connection);
    if (!listening || listening.has(channel)) return;
    await connection.query(`LISTEN ${channelIdentifier(channel)}`);
    listening.add(channel);
  }

  /** The open connection, or the one being opened (one attempt at a time). */
  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connection().catch((error) => {
        handlers.onError(error);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        schedule();
      });
    }, delay);
    retry.unref();
  }

  return {
    async listen(channel) {
      if (closed) throw new Error('the listener is closed');
      channels.add(channel);
      await listenOn(await connection(), channel);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
