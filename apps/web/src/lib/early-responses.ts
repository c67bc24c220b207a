import { API_BASE, buildInit } from './api-http.ts';

/**
 * GET answers requested by the first script, before React and the page's chunks are
 * evaluated, for the API client to take over when the page asks for the same URL with the
 * same credential. Each answer is handed out once; later reads go to the network.
 */
const early = new Map<string, Promise<Response>>();

const earlyKeyOf = (url: string, bearer: string | null) => `${url} ${bearer ?? ''}`;

declare global {
  interface Window {
    /**
     * Answers index.html's own inline script requested before any module arrived (the
     * signing link's first page), by `earlyKeyOf`: `requestEarly` adopts them.
     */
    confirmaEarly?: Record<string, Promise<Response>>;
  }
}

/** Requests the API `path` now (GET, as the API client would, with `bearer` if any). */
export function requestEarly(path: string, bearer: string | null): Promise<Response> {
  const url = `${API_BASE}${path}`;
  const key = earlyKeyOf(url, bearer);
  const started = typeof window === 'undefined' ? undefined : window.confirmaEarly?.[key];
  if (started) delete window.confirmaEarly?.[key];
  const response = started ?? fetch(url, buildInit({}, bearer));
  response.catch(() => undefined); // the page's own call reports a failure
  early.set(key, response);
  return response;
}

/** The early answer to this request, if there is one (GET only). */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<Response> | undefined {
  if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET' || early.size === 0) return;
  const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
  const key = earlyKeyOf(input, authorization?.replace(/^Bearer /, '') ?? null);
  const response = early.get(key);
  early.delete(key);
  return response;
}
