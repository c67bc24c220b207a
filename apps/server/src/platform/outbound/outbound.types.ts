/** One request of the outbound client: what to send and how much to wait and read. */
export interface TOutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole call: a place under the cap, the connection, the answer and its body. */
  timeoutMs?: number;
  /** The most of the answer's body read (1 MiB by default). */
  maxBytes?: number;
  /** Past `maxBytes`: fail (`too-large`, the default) or keep the first bytes and close. */
  overflow?: 'fail' | 'truncate';
  /** The caller's own end (a job's abort, an SDK's timeout): the call ends with it. */
  signal?: AbortSignal | undefined;
}

/** An answer, whatever its status (a redirect is an answer: it is never followed). */
export interface TOutboundAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body was longer than `maxBytes` and cut there (`overflow: 'truncate'`). */
  truncated: boolean;
}

/** `fetch` as the configured destinations' callers use it, plus the client's limits. */
export type TOutboundInit = Omit<RequestInit, 'body'> & {
  body?: string | Uint8Array | ArrayBuffer | URLSearchParams | null;
  timeoutMs?: number;
  maxBytes?: number;
};

/** A fetch-shaped client bound to one destination the configuration names. */
export type TOutboundFetch = (url: string | URL, init?: TOutboundInit) => Promise<Response>;

/**
 * The one HTTP client of the server's outbound requests (platform/outbound/README.md):
 * no redirect followed, every call bounded in time and in the bytes read, at most
 * OUTBOUND_MAX_CONCURRENT in flight per process, the caller's write slot given up while
 * it waits (awayFromAdmission).
 */
export interface TOutboundClient {
  /**
   * To an address a user gave (a webhook endpoint): resolved, refused when any address is
   * not public (unless WEBHOOK_ALLOW_PRIVATE), then reached at that checked address.
   */
  request(url: string, request: TOutboundRequest): Promise<TOutboundAnswer>;
  /**
   * A fetch for a destination the configuration names (TSA_URL, SMS_PROVIDER_URL, a
   * payment API, the CA of a configured certificate): trusted, so a private address is
   * allowed, but only `base`'s origin; connections are kept alive between calls.
   */
  configured(base: string): TOutboundFetch;
  /** The calls in flight and those waiting for a place, now. */
  state(): { running: number; waiting: number };
}

/** Why a call got no answer. */
export type TOutboundFailure = 'refused' | 'timeout' | 'unreachable' | 'too-large';
