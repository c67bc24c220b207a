import type { TOutboundFetch } from '../../../platform/outbound/outbound.types.ts';

/**
 * A small client of PayPal's REST API (the outbound client's fetch): an OAuth2 client-credentials token, kept until
 * a minute before it expires, and JSON calls that turn PayPal's error body into an error
 * carrying PayPal's own message.
 */

export interface TPayPalApiOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per call; PayPal answers within seconds or not at all. */
  timeoutMs?: number;
  /** The outbound client's fetch for `baseUrl` (a configured destination). */
  fetch: TOutboundFetch;
}

/** PayPal's error body: `{name, message, debug_id, details: [{issue, description}]}`. */
interface TPayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
  error?: string;
  error_description?: string;
}

export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    /** The first detail's issue ('ORDER_ALREADY_CAPTURED', 'INSTRUMENT_DECLINED') or name. */
    readonly issue: string,
    message: string,
    readonly debugId: string | undefined,
  ) {
    super(message);
    this.name = 'PayPalApiError';
  }
}

async function toError(response: Response): Promise<PayPalApiError> {
  const text = await response.text();
  let body: TPayPalErrorBody = {};
  try {
    body = JSON.parse(text) as TPayPalErrorBody;
  } catch {
    // not JSON: the status says it all
  }
  const detail = body.details?.[0];
  const issue = detail?.issue ?? body.name ?? body.error ?? `HTTP_${response.status}`;
  const message =
    detail?.description ??
    body.message ??
    body.error_description ??
    `PayPal answered ${response.status}`;
  return new PayPalApiError(response.status, issue, message, body.debug_id);
}

export interface TPayPalRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Sent as PayPal-Request-Id: PayPal answers a repeated call with the first result. */
  requestId?: string;
}

export type TPayPalApi = ReturnType<typeof createPayPalApi>;

export function createPayPalApi(options: TPayPalApiOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await options.fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      timeoutMs,
    });
    if (!response.ok) throw await toError(response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function send(request: TPayPalRequest, raw: string | undefined): Promise<Response> {
    return options.fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
        ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.requestId ? { 'paypal-request-id': request.requestId } : {}),
      },
      body: raw,
      timeoutMs,
    });
  }

  /**
   * One call; a 401 (the token was revoked or expired early) takes a new token and tries
   * once more. `rawBody` sends a body already serialised (the webhook verification embeds
   * the event exactly as received).
   */
  async function call<T>(request: TPayPalRequest & { rawBody?: string }): Promise<T> {
    const raw =
      request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    let response = await send(request, raw);
    if (response.status === 401) {
      token = null;
      response = await send(request, raw);
    }
    if (!response.ok) throw await toError(response);
    return (await response.json()) as T;
  }

  return { call };
}
