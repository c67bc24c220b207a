/** Request building and answer reading for `api-client.ts` (no state, no session). */

export type TCallKind = 'login' | 'create' | 'account' | 'refresh' | 'default';
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like `parse`; the result types the answer. */
export interface TSchema<T> {
  parse(data: unknown): T;
}

export interface TRequestOptions<T> {
  method?: THttpMethod;
  /**
   * Which token to send: 'default' sends the esignToken; 'create' (creating an
   * operation) and 'account' (the owner reading their operation on the signing service)
   * send the account's `token`.
   */
  kind?: TCallKind;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  schema?: TSchema<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Background video-capture calls that must not raise the page's loading flag. */
const NO_LOADING = ['start', '/detection/', '/saveidentificationdata/', '/identificationresult/'];

export const raisesLoading = (path: string) => !NO_LOADING.some((part) => path.includes(part));

const isRaw = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

/** Where the web client's API lives (same origin). */
export const API_BASE = '/api';

/** The fetch init of one call: bearer, no-cache headers, `cache: 'no-store'`, JSON body. */
export function buildInit(opts: TRequestOptions<unknown>, bearer: string | null): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const init: RequestInit = { method: opts.method ?? 'GET', cache: 'no-store' };
  if (isRaw(opts.body)) init.body = opts.body;
  else if (opts.body !== undefined) {
    init.body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  init.headers = { ...headers, ...opts.headers };
  if (opts.signal) init.signal = opts.signal;
  return init;
}

/** JSON when the answer says so, a Blob for an image, text otherwise, undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (response.headers.get('content-type')?.startsWith('image/')) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}
