import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { TConfig } from '../config.ts';
import { awayFromAdmission } from '../http/admission.ts';
import { refusedAddressReason } from './address-policy.ts';
import { createConcurrencyCap } from './concurrency-cap.ts';
import type {
  TOutboundClient,
  TOutboundFetch,
  TOutboundInit,
  TOutboundRequest,
} from './outbound.types.ts';
import { OutboundError } from './outbound-error.ts';
import { sendHttp } from './send-http.ts';

export interface TOutboundOptions {
  /** WEBHOOK_ALLOW_PRIVATE: a user's address may be private too (development only). */
  allowPrivate: boolean;
  /** OUTBOUND_MAX_CONCURRENT: calls in flight at once in this process. */
  maxConcurrent: number;
  /** OUTBOUND_TIMEOUT_MS: a call's limit when its caller names none. */
  timeoutMs: number;
}

/** What an answer may weigh unless the caller says otherwise. */
const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([204, 205, 304]);

const unreachable = (error: unknown) =>
  new OutboundError(
    'unreachable',
    `unreachable: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
  );

/** The address a user's URL names, every address its name resolves to checked first. */
async function checkedAddress(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('refused', `refused: ${url.protocol} is neither http nor https`);
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true });
  } catch (error) {
    throw unreachable(error);
  }
  const [first] = addresses;
  if (!first) throw new OutboundError('unreachable', 'unreachable: no address');
  const refused = allowPrivate ? undefined : addresses.find((a) => refusedAddressReason(a.address));
  if (refused) throw new OutboundError('refused', `refused: private address (${refused.address})`);
  return first;
}

function bodyOf(body: TOutboundInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) {
    return Buffer.from(body.toString(), 'utf8');
  }
  return body instanceof ArrayBuffer ? new Uint8Array(body) : body;
}

function toResponse(answer: { status: number; headers: Record<string, unknown>; body: Buffer }) {
  if (answer.status < 200 || answer.status > 599) {
    throw new OutboundError('unreachable', `unreachable: status ${answer.status}`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of [value].flat()) if (typeof item === 'string') headers.append(name, item);
  }
  const body = NULL_BODY.has(answer.status) ? null : answer.body;
  return new Response(body, { status: answer.status, headers });
}

/**
 * The server's one client for outbound HTTP, built once per process (createPlatform) and
 * handed to every caller: webhooks, the TSA at TSA_URL, the SMS provider, the payment APIs,
 * the CAs of configured certificates. No redirect is followed; each call is bounded by its
 * time (the wait for a place included) and the bytes it reads; OUTBOUND_MAX_CONCURRENT
 * calls run at once, the next wait their turn; and a request that calls out gives up its
 * write slot while it waits (awayFromAdmission), so a slow outside service never makes
 * another account's writes wait or fail. A user's address passes the address policy first.
 */
export function createOutboundClient(options: TOutboundOptions): TOutboundClient {
  const cap = createConcurrencyCap(options.maxConcurrent);
  const destinations = new Map<string, TOutboundFetch>();

  async function bounded<T>(
    request: { timeoutMs?: number | undefined; signal?: AbortSignal | null | undefined },
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const deadline = AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs);
    const own = request.signal ?? undefined;
    const signal = own ? AbortSignal.any([deadline, own]) : deadline;
    // A step that cannot be cancelled (a DNS lookup) is left behind at the end.
    const ended = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    ended.catch(() => {});
    try {
      return await awayFromAdmission(() =>
        cap.run(signal, () => Promise.race([work(signal), ended])),
      );
    } catch (error) {
      if (own?.aborted) throw own.reason;
      if (deadline.aborted) throw new OutboundError('timeout', 'timed out');
      throw error instanceof OutboundError ? error : unreachable(error);
    }
  }

  function configured(base: string): TOutboundFetch {
    const { origin } = new URL(base);
    const known = destinations.get(origin);
    if (known) return known;
    const agent = origin.startsWith('https:')
      ? new https.Agent({ keepAlive: true })
      : new http.Agent({ keepAlive: true });
    const send: TOutboundFetch = async (url, init = {}) => {
      const target = new URL(url);
      if (target.origin !== origin) {
        throw new OutboundError('refused', `refused: ${target.origin} is not ${origin}`);
      }
      const answer = await bounded(init, (signal) =>
        sendHttp(target, {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers ?? {}).entries()),
          body: bodyOf(init.body),
          agent,
          maxBytes: init.maxBytes ?? DEFAULT_MAX_BYTES,
          overflow: 'fail',
          signal,
        }),
      );
      return toResponse(answer);
    };
    destinations.set(origin, send);
    return send;
  }

  return {
    request: (url: string, request: TOutboundRequest) =>
      bounded(request, async (signal) => {
        const target = new URL(url);
        const pinned = await checkedAddress(target, options.allowPrivate);
        return sendHttp(target, {
          method: request.method ?? 'GET',
          headers: request.headers ?? {},
          body: typeof request.body === 'string' ? Buffer.from(request.body) : request.body,
          pinned,
          agent: false,
          maxBytes: request.maxBytes ?? DEFAULT_MAX_BYTES,
          overflow: request.overflow ?? 'fail',
          signal,
        });
      }),
    configured,
    state: cap.state,
  };
}

/** The process's outbound client as the configuration sets it. */
export const outboundClientFor = (
  config: Pick<
    TConfig,
    'WEBHOOK_ALLOW_PRIVATE' | 'OUTBOUND_MAX_CONCURRENT' | 'OUTBOUND_TIMEOUT_MS'
  >,
) =>
  createOutboundClient({
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    maxConcurrent: config.OUTBOUND_MAX_CONCURRENT,
    timeoutMs: config.OUTBOUND_TIMEOUT_MS,
  });
