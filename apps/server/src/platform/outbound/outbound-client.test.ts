import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient } from './outbound-client.ts';
import { OutboundError } from './outbound-error.ts';

/**
 * A server on 127.0.0.1: `/held` answers when the test says, `/never` never does, `/moved`
 * redirects to `/ok`, `/big` answers 2 KiB, anything else 200 "ok". It records each request and the socket it
 * came on.
 */
async function startServer() {
  const seen: { path: string; socket: number }[] = [];
  const sockets = new Map<unknown, number>();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((request, response) => {
    if (!sockets.has(request.socket)) sockets.set(request.socket, sockets.size);
    seen.push({ path: request.url ?? '', socket: sockets.get(request.socket) ?? -1 });
    if (request.url === '/never') return;
    if (request.url === '/held') void held.then(() => response.end('late'));
    else if (request.url === '/moved') response.writeHead(302, { location: '/ok' }).end();
    else if (request.url === '/big') response.end(Buffer.alloc(2048, 'b'));
    else response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    release: () => release(),
    origin: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('the outbound client', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it("refuses a user's address that is private, sending nothing; lets a configured one through", async () => {
    const client = createOutboundClient({ allowPrivate: false, maxConcurrent: 4, timeoutMs: 5000 });
    const before = server.seen.length;
    const refused = client.request(`${server.origin}/ok`, { method: 'POST', body: 'x' });
    await expect(refused).rejects.toThrow(
      new OutboundError('refused', 'refused: private address (127.0.0.1)'),
    );
    expect(server.seen.length).toBe(before);
    const configured = client.configured(server.origin);
    expect(await (await configured(`${server.origin}/ok`)).text()).toBe('ok');
    // Its origin only: another one is refused, whatever its address.
    await expect(configured('http://127.0.0.2:1/ok')).rejects.toThrow(
      /is not http:\/\/127\.0\.0\.1/,
    );
  });

  it('follows no redirect, reads no more than it was told, and keeps a configured connection alive', async () => {
    const client = createOutboundClient({ allowPrivate: true, maxConcurrent: 4, timeoutMs: 5000 });
    const before = server.seen.length;
    const moved = await client.request(`${server.origin}/moved`, {});
    expect(moved.status).toBe(302);
    const configured = client.configured(server.origin);
    expect((await configured(`${server.origin}/moved`)).status).toBe(302);
    expect(server.seen.slice(before).map((request) => request.path)).toEqual(['/moved', '/moved']);
    const cut = await client.request(`${server.origin}/big`, {
      maxBytes: 1000,
      overflow: 'truncate',
    });
    expect(cut).toMatchObject({ status: 200, truncated: true });
    expect(cut.body.length).toBe(1000);
    await expect(configured(`${server.origin}/big`, { maxBytes: 1000 })).rejects.toThrow(
      new OutboundError('too-large', 'answered more than 1000 bytes'),
    );
    const first = server.seen.length;
    await configured(`${server.origin}/ok`);
    await configured(`${server.origin}/ok`);
    const [one, two] = server.seen.slice(first);
    expect(one?.socket).toBe(two?.socket);
  });

  it('runs maxConcurrent calls at once; the next waits its turn, within its own time', async () => {
    const client = createOutboundClient({
      allowPrivate: true,
      maxConcurrent: 1,
      timeoutMs: 60_000,
    });
    const configured = client.configured(server.origin);
    const slow = configured(`${server.origin}/held`);
    const waiting = configured(`${server.origin}/ok`);
    const late = configured(`${server.origin}/ok`, { timeoutMs: 100 });
    await expect(late).rejects.toThrow(new OutboundError('timeout', 'timed out'));
    expect(client.state()).toEqual({ running: 1, waiting: 1 });
    server.release();
    expect(await (await slow).text()).toBe('late');
    expect(await (await waiting).text()).toBe('ok');
    expect(client.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("ends with its caller's signal, and answers the caller's reason", async () => {
    const client = createOutboundClient({
      allowPrivate: true,
      maxConcurrent: 1,
      timeoutMs: 60_000,
    });
    const controller = new AbortController();
    const call = client.request(`${server.origin}/never`, { signal: controller.signal });
    controller.abort(new Error('the job was cancelled'));
    await expect(call).rejects.toThrow('the job was cancelled');
    expect(client.state()).toEqual({ running: 0, waiting: 0 });
  });
});
