import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { refusedAddressReason } from './webhook-address-policy.ts';

/** The most of an answer's body read; the rest is left unread (the socket is closed). */
export const RESPONSE_READ_MAX_BYTES = 64 * 1024;
/** The part of the answer kept with the delivery. */
export const RESPONSE_EXCERPT_CHARS = 1000;

export interface TWebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses may be reached (development). */
  allowPrivate: boolean;
}

/** One try's outcome: the answer's status (null when there was none) and what to keep. */
export interface TWebhookPostResult {
  status: number | null;
  durationMs: number;
  /** The answer's first characters, or why there was no answer. */
  excerpt: string;
  error?: string;
}

/**
 * Resolves the URL's host (every address), refuses it when any address is private unless
 * `allowPrivate` (nothing is sent), then POSTs to the vetted address itself: the socket's
 * lookup answers that address, so the name is not resolved a second time (DNS rebinding).
 * No redirect is followed; the whole try (connection, answer, body) is bounded by
 * `timeoutMs`; at most RESPONSE_READ_MAX_BYTES of the answer are read.
 */
export async function postWebhook(post: TWebhookPost): Promise<TWebhookPostResult> {
  const started = Date.now();
  const failed = (error: string): TWebhookPostResult => ({
    status: null,
    durationMs: Date.now() - started,
    excerpt: error,
    error,
  });
  const url = new URL(post.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch (error) {
    return failed(`unreachable: ${(error as NodeJS.ErrnoException).code ?? 'lookup failed'}`);
  }
  const [first] = addresses;
  if (!first) return failed('unreachable: no address');
  if (!post.allowPrivate) {
    const refused = addresses.find(({ address }) => refusedAddressReason(address));
    if (refused) return failed(`refused: private address (${refused.address})`);
  }
  try {
    return await send(url, first, post, started);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failed(code === 'TIMEOUT' ? 'timed out' : `unreachable: ${code ?? 'error'}`);
  }
}

function send(
  url: URL,
  pinned: { address: string; family: number },
  post: TWebhookPost,
  started: number,
): Promise<TWebhookPostResult> {
  // Whatever the socket asks, it gets the address vetted above.
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      lookup: pinnedLookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' }));
    }, post.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const text = Buffer.concat(chunks).subarray(0, RESPONSE_READ_MAX_BYTES).toString('utf8');
        resolve({
          status: response.statusCode ?? null,
          durationMs: Date.now() - started,
          excerpt: text.slice(0, RESPONSE_EXCERPT_CHARS),
        });
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= RESPONSE_READ_MAX_BYTES) {
          response.removeAllListeners('data');
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.end(post.body);
  });
}
