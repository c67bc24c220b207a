import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * An integrator's webhook receiver for tests: node:http on 127.0.0.1, answering `status`
 * (200 by default) and keeping every request. `stop()` closes it (its port then refuses
 * connections); `start()` listens again on the same port.
 */
export async function startWebhookReceiver() {
  const received: TReceivedWebhook[] = [];
  let status = 200;
  let port = 0;
  let server: http.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries(request.headers)) {
            if (typeof value === 'string') headers[key] = value;
          }
          received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
          response.writeHead(status, { 'content-type': 'text/plain' });
          response.end(status < 300 ? 'ok' : 'not now');
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    received,
    get port() {
      return port;
    },
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    answer(code: number) {
      status = code;
    },
    start: listen,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

export type TWebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
