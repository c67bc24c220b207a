import { API_BASE, buildInit } from './api-http.ts';

/**
 * GET answers requested by the first script, before React and the page's chunks are
 * evaluated, for the API client to take over when the page asks for the same URL with the
 * same credential. Each answer is handed out once; later reads go to the network.
 */
const early = new Map<string, Promise<Response>>();

const keyOf = (url: string, bearer: string | null) => `${url} ${bearer ?? ''}`;

/** Requests the API `path` now (GET, as the API client would, with `bearer` if any). */
export function requestEarly(path: string, bearer: string | null): Promise<Response> {
  const url = `${API_BASE}${path}`;
  const response = fetch(url, buildInit({}, bearer));
  response.catch(() => undefined); // the page's own call reports a failure
  early.set(keyOf(url, bearer), response);
  return response;
}

/** The early answer to this request, if there is one (GET only). */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<Response> | undefined {
  if (typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET' || early.size === 0) return;
  const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
  const key = keyOf(input, authorization?.replace(/^Bearer /, '') ?? null);
  const response = early.get(key);
  early.delete(key);
  return response;
}
