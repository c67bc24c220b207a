import type { TWorkspaceEvent } from '@confirma/contracts/workspace';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAccountEvents } from '../../platform/events/account-events.ts';
import { openEventStream, type TEventStream } from '../../platform/http/event-stream.ts';

/** How long a browser waits before it reconnects a closed stream (the `retry:` hint). */
export const STREAM_RETRY_MS = 3000;

/**
 * The live side of the sender's workspace in this process: each open stream is subscribed
 * to its account's events (from every process, through LISTEN/NOTIFY) and sends them as
 * they come. An account may hold `maxPerUser` streams at once here (each holds a socket
 * and a subscription): one more is RATE_LIMITED, so a stolen session cannot pile up
 * connections. When the listener loses the database for a while the streams are closed:
 * the browser reconnects and reads afresh what it may have missed.
 */
export function createWorkspaceStreams({
  events,
  maxPerUser,
  heartbeatMs,
}: {
  events: TAccountEvents;
  maxPerUser: number;
  heartbeatMs: number;
}) {
  const held = new Map<string, number>();
  const open = new Set<TEventStream>();
  const release = (userId: string) => {
    const count = (held.get(userId) ?? 1) - 1;
    if (count > 0) held.set(userId, count);
    else held.delete(userId);
  };

  return {
    /** Answers `reply` with the account's event stream, until either side closes it. */
    async open(reply: FastifyReply, userId: string): Promise<void> {
      // The place is taken before the first await, so parallel requests count too.
      if ((held.get(userId) ?? 0) >= maxPerUser) {
        throw new AppError('RATE_LIMITED', `At most ${maxPerUser} live streams per account`);
      }
      held.set(userId, (held.get(userId) ?? 0) + 1);
      let stream: TEventStream | undefined;
      const early: TWorkspaceEvent[] = [];
      let unsubscribe: () => void;
      try {
        unsubscribe = await events.subscribe(userId, {
          onEvent: (event) => (stream ? stream.send(event) : early.push(event)),
          onReset: () => stream?.close(),
        });
      } catch (error) {
        release(userId);
        reply.log.error({ err: error }, 'the workspace stream could not listen');
        throw new AppError('DB_UNAVAILABLE', 'Live updates are not available now');
      }
      const opened = openEventStream(reply, {
        retryMs: STREAM_RETRY_MS,
        heartbeatMs,
        onClose: () => {
          unsubscribe();
          release(userId);
          open.delete(opened);
        },
      });
      stream = opened;
      open.add(opened);
      for (const event of early) opened.send(event);
    },
    /** Ends every stream (the server is closing). */
    closeAll() {
      for (const stream of [...open]) stream.close();
    },
  };
}
