import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from './test-server.ts';

/**
 * An external RFC 3161 TSA (`TSA_URL`) that is down, then back: here a proxy in front of
 * the platform's own `/api/tsa` that answers 503 while `down`, and holds each request until
 * `held` resolves when it is set (a slow TSA).
 */
export function startFlakyTsa() {
  const state = {
    down: true,
    target: '',
    requests: 0,
    held: undefined as Promise<void> | undefined,
  };
  const proxy = http.createServer((request, response) => {
    state.requests++;
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', async () => {
      await state.held;
      if (state.down) {
        response.writeHead(503).end();
        return;
      }
      fetch(state.target, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query' },
        body: Buffer.concat(body),
      })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/timestamp-reply' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => void }>((resolve) => {
    proxy.listen(0, '127.0.0.1', () => {
      const { port } = proxy.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/tsa`, state, close: () => proxy.close() });
    });
  });
}

export type TFlakyTsa = Awaited<ReturnType<typeof startFlakyTsa>>;

/** A test server whose TSA_URL is a flaky TSA (down at first) in front of its own /api/tsa. */
export async function startServerWithFlakyTsa(env: Record<string, string> = {}) {
  const tsa = await startFlakyTsa();
  const server = await startTestServer({
    TSA_URL: tsa.url,
    TSA_TIMEOUT_MS: '2000',
    AUTH_SIGN_IN_LIMIT: '50',
    AUTH_EMAIL_LIMIT: '50',
    ...env,
  });
  tsa.state.target = `${server.url}/api/tsa`;
  return {
    server,
    tsa,
    async close() {
      await server.close();
      tsa.close();
    },
  };
}
