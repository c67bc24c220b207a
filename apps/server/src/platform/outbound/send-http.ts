import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { TOutboundAnswer } from './outbound.types.ts';
import { OutboundError } from './outbound-error.ts';

/** One HTTP exchange as the client has settled it. */
export interface THttpExchange {
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | undefined;
  /** The checked address to connect to (no second lookup); absent: resolved as usual. */
  pinned?: { address: string; family: number } | undefined;
  /** A keep-alive agent (configured destinations), or none: one connection, then closed. */
  agent: http.Agent | false;
  maxBytes: number;
  overflow: 'fail' | 'truncate';
  /** Ends the exchange wherever it is; the rejection is the signal's reason. */
  signal: AbortSignal;
}

/**
 * Sends one request with node:http(s) and reads its answer, never following a redirect:
 * a 3xx is an answer like any other. At most `maxBytes` of the body are read; past them
 * the exchange fails `too-large`, or (`truncate`) answers with the first bytes and closes
 * the connection, the rest unread.
 */
export function sendHttp(url: URL, exchange: THttpExchange): Promise<TOutboundAnswer> {
  const { pinned, signal, maxBytes } = exchange;
  // Whatever the socket asks, it gets the address checked before.
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (!pinned) return;
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const request = client.request(url, {
      method: exchange.method,
      headers: {
        ...exchange.headers,
        ...(exchange.body ? { 'content-length': String(exchange.body.byteLength) } : {}),
      },
      agent: exchange.agent,
      ...(pinned ? { lookup: pinnedLookup } : {}),
    });
    const onAbort = () => {
      settle(() => reject(signal.reason));
      request.destroy();
    };
    // Listened to first: destroying a request emits 'error', which unheard ends the process.
    request.on('error', (error) => settle(() => reject(error)));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = (truncated: boolean) =>
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBytes),
            truncated,
          }),
        );
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size <= maxBytes) return;
        if (exchange.overflow === 'truncate') finish(true);
        else {
          settle(() =>
            reject(new OutboundError('too-large', `answered more than ${maxBytes} bytes`)),
          );
        }
        request.destroy();
      });
      response.on('end', () => finish(false));
      response.on('error', (error) => settle(() => reject(error)));
    });
    request.end(exchange.body);
  });
}
