import type { FastifyReply } from 'fastify';

/** An open Server-Sent Events answer. */
export interface TEventStream {
  /** Sends one event: `data: <JSON>` and a blank line. */
  send(data: unknown): void;
  /** Ends the answer (a browser's EventSource reconnects after the `retry` hint). */
  close(): void;
}

export interface TEventStreamOptions {
  /** The reconnection delay the client is told (`retry:`). */
  retryMs: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** Runs once when the stream ends: the client went away, or `close` was called. */
  onClose(): void;
}

/**
 * Turns the reply into a Server-Sent Events stream (text/event-stream). Fastify lets go of
 * the reply (`hijack`), so nothing buffers or serialises it: each event is written to the
 * socket as it comes. The headers set so far (security headers, request id) are kept.
 */
export function openEventStream(reply: FastifyReply, options: TEventStreamOptions): TEventStream {
  reply.hijack();
  const response = reply.raw;
  let ended = false;
  const write = (text: string) => {
    if (!ended && response.writable) response.write(text);
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  heartbeat.unref();
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    options.onClose();
  };
  response.on('close', finish);
  if (response.destroyed || response.socket?.destroyed !== false) {
    // The client went while the stream was being set up: its 'close' came already.
    queueMicrotask(finish);
  } else {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and other proxies that honour it: do not buffer this answer.
      'x-accel-buffering': 'no',
    });
    response.socket.setNoDelay(true);
    write(`retry: ${options.retryMs}\n: open\n\n`);
  }
  return {
    send(data) {
      write(`data: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!ended) response.end();
      finish();
    },
  };
}
