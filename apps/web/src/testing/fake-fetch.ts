import { vi } from 'vitest';

export interface TFakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type TAnswer = Response | Promise<Response>;
type THandler = (call: TFakeCall) => TAnswer;

/** A JSON answer; `headers` adds e.g. Retry-After. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * A stand-in for `fetch` routed by `'METHOD /path'` (the query string is ignored for the
 * match but kept in `call.path`). Unrouted calls answer 404. Every call is recorded.
 */
export function fakeFetch(routes: Record<string, THandler>) {
  const calls: TFakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const call: TFakeCall = {
      method,
      path,
      body: raw ? JSON.parse(raw) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const handler = routes[`${method} ${path.split('?')[0]}`];
    return handler ? handler(call) : json(404, { message: 'not routed' });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

/** A promise to answer later: for "while the request runs" assertions. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
