import { ApiError } from './api-error.ts';
import {
  API_BASE,
  buildInit,
  raisesLoading,
  readBody,
  type TCallKind,
  type TRequestOptions,
} from './api-http.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { sessionStore, type TSessionStore } from './session-store.ts';

export { ApiError, errorMessageKey, type TApiErrorCode } from './api-error.ts';
export type { TCallKind, THttpMethod, TRequestOptions, TSchema } from './api-http.ts';

export interface TApiClientDeps {
  fetch: typeof globalThis.fetch;
  session: TSessionStore;
  /** Prefixed to every path that is not an absolute http(s) URL. */
  baseUrl: string;
  /** GET answered with `{ token, esignToken? }`. */
  refreshPath: string;
}

/**
 * The one fetch wrapper of the web client:
 * - 'login' calls carry no Authorization; 'create', 'account' and 'refresh' calls carry the
 *   session `token` (the account's); every other call carries `esignToken`
 *   (`Authorization: Bearer <value>`).
 * - No-cache headers and `cache: 'no-store'` on every call.
 * - The session `loading` flag stays up while any request is pending, except for URLs
 *   containing 'start', '/detection/', '/saveidentificationdata/' or '/identificationresult/'
 *   (video capture calls that run in the background).
 * - A 401 triggers one refresh GET (shared by concurrent 401s), then one retry.
 */
export function createApiClient(deps: TApiClientDeps) {
  const { session, baseUrl, refreshPath } = deps;
  const doFetch = deps.fetch;
  let pending = 0;
  let refreshing: Promise<void> | null = null;

  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`);
  const bearerFor = (kind: TCallKind) => {
    if (kind === 'login') return null;
    const { token, esignToken } = session.get();
    return kind === 'create' || kind === 'account' || kind === 'refresh' ? token : esignToken;
  };

  async function send(path: string, kind: TCallKind, opts: TRequestOptions<unknown>) {
    const bearer = bearerFor(kind);
    const init = buildInit(opts, bearer);
    try {
      return { response: await doFetch(url(path), init), bearer };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw ApiError.network(error);
    }
  }

  async function refresh(): Promise<void> {
    const { response } = await send(refreshPath, 'refresh', {});
    if (!response.ok) throw await ApiError.fromResponse(response);
    const { ZRefreshResponse } = await import('./refresh-response.ts');
    const answer = ZRefreshResponse.parse(await readBody(response));
    session.set(answer.esignToken ? answer : { token: answer.token });
  }

  /** One refresh at a time: concurrent 401s wait for the same one. */
  const sharedRefresh = () => {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  async function perform<T>(path: string, opts: TRequestOptions<T>): Promise<T> {
    const kind = opts.kind ?? 'default';
    let { response, bearer } = await send(path, kind, opts);
    if (response.status === 401 && kind !== 'login' && kind !== 'refresh') {
      const original = await ApiError.fromResponse(response);
      // Another request may have refreshed since this one left: then only retry.
      if (bearerFor(kind) === bearer) {
        try {
          await sharedRefresh();
        } catch (error) {
          throw error instanceof ApiError && error.isNetworkError ? error : original;
        }
      }
      ({ response, bearer } = await send(path, kind, opts));
    }
    if (!response.ok) throw await ApiError.fromResponse(response);
    const data = await readBody(response).catch((cause) => {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unreadable answer', undefined, {
        cause,
      });
    });
    if (!opts.schema) return data as T;
    try {
      return opts.schema.parse(data);
    } catch (cause) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'Unexpected answer', undefined, {
        cause,
      });
    }
  }

  async function request<T = unknown>(path: string, opts: TRequestOptions<T> = {}): Promise<T> {
    const tracked = raisesLoading(path);
    if (tracked && pending++ === 0) session.set({ loading: true });
    try {
      return await perform(path, opts);
    } finally {
      if (tracked && --pending === 0) session.set({ loading: false });
    }
  }

  type TOpts<T> = Omit<TRequestOptions<T>, 'method' | 'body'>;
  return {
    request,
    get: <T = unknown>(path: string, o?: TOpts<T>) => request<T>(path, { ...o, method: 'GET' }),
    delete: <T = unknown>(path: string, o?: TOpts<T>) =>
      request<T>(path, { ...o, method: 'DELETE' }),
    post: <T = unknown>(path: string, body?: unknown, o?: TOpts<T>) =>
      request<T>(path, { ...o, body, method: 'POST' }),
    put: <T = unknown>(path: string, body?: unknown, o?: TOpts<T>) =>
      request<T>(path, { ...o, body, method: 'PUT' }),
    patch: <T = unknown>(path: string, body?: unknown, o?: TOpts<T>) =>
      request<T>(path, { ...o, body, method: 'PATCH' }),
  };
}

export type TApiClient = ReturnType<typeof createApiClient>;

/** The page's client: same-origin API under /api, tokens from the page's session store. */
export const apiClient = createApiClient({
  fetch: (input, init) => takeEarlyResponse(input, init) ?? globalThis.fetch(input, init),
  session: sessionStore,
  baseUrl: API_BASE,
  refreshPath: '/v2/refresh',
});
