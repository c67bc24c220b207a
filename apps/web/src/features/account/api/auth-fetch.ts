import { i18n } from '../../../lib/i18n';

/**
 * A failed call to the auth server: better-auth's `code` (EMAIL_NOT_VERIFIED,
 * INVALID_EMAIL_OR_PASSWORD, INVALID_TOKEN…), our problem+json `code` (RATE_LIMITED), or
 * NETWORK when no answer came.
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait, from the Retry-After header of a 429 answer. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The interface language: sent as `x-lang` and put in links that come back to the app. */
export const interfaceLanguage = (): string => i18n.resolvedLanguage ?? i18n.language;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function field(data: unknown, name: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * One call to better-auth under /api/auth: JSON in and out, session cookies sent and set by
 * the browser (same origin, HttpOnly), the interface language in `x-lang` so that e-mails
 * arrive in it. A body makes it a POST.
 */
export async function authFetch<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-lang': interfaceLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthError(0, 'NETWORK', 'Network error');
  }
  const text = await response.text().catch(() => '');
  const data = text ? parseJson(text) : null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new AuthError(
      response.status,
      field(data, 'code') ?? `HTTP_${response.status}`,
      field(data, 'message') ?? field(data, 'detail') ?? `HTTP ${response.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data as T;
}
