import http from 'node:http';
import { type TWorkspaceEvent, ZWorkspaceEvent } from '@confirma/contracts/workspace';

/**
 * A Server-Sent Events client as a browser's EventSource reads the workspace stream: the
 * `data:` events parsed, the comments and the `retry:` hint kept, the end noticed. Each
 * stream has its own connection (node:http, no agent), as a browser's does, so it never
 * holds a socket of fetch's shared pool.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const events: TWorkspaceEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let wake: (() => void) | undefined;
  let ended = false;
  let body = '';

  response.setEncoding('utf8');
  const streaming = response.statusCode === 200;
  response.on('data', (chunk: string) => {
    body += chunk;
    if (!streaming) return;
    for (let end = body.indexOf('\n\n'); end >= 0; end = body.indexOf('\n\n')) {
      for (const line of body.slice(0, end).split('\n')) {
        if (line.startsWith('data:')) events.push(ZWorkspaceEvent.parse(JSON.parse(line.slice(5))));
        else if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('retry:')) retry = Number(line.slice(6));
      }
      body = body.slice(end + 2);
    }
    wake?.();
  });
  const done = new Promise<void>((resolve) => {
    response.on('close', () => {
      ended = true;
      wake?.();
      resolve();
    });
  });

  /** Waits until `check` holds (checked again on every chunk received) or `timeoutMs` passes. */
  const until = async (check: () => boolean, what: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    status: response.statusCode ?? 0,
    header: (name: string) => response.headers[name.toLowerCase()],
    /** The whole answer of a refused stream (problem+json). */
    async problem() {
      await done;
      return JSON.parse(body) as { code: string };
    },
    events,
    comments,
    retry: () => retry,
    ended: () => ended,
    /** The first event (in arrival order) that `match` accepts. */
    async next(match: (event: TWorkspaceEvent) => boolean, timeoutMs = 5000) {
      await until(() => events.some(match), 'matching event', timeoutMs);
      return events.find(match) as TWorkspaceEvent;
    },
    until,
    /** Resolves when the server ends the stream. */
    whenEnded: (timeoutMs = 5000) => until(() => ended, 'end', timeoutMs),
    /** The browser leaves: the connection is closed. */
    async close() {
      request.destroy();
      await done;
    },
  };
}

export type TEventStreamClient = Awaited<ReturnType<typeof openEventStream>>;
