import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen.ts';

export type { components, operations, paths, webhooks } from './schema.gen.ts';

/** An API credential pair, as My Account → API shows it once. */
export interface TCredentials {
  username: string;
  userpassword: string;
}

export interface TConfirmaClientOptions {
  /** The server, e.g. `https://confirma.example` (no trailing `/api`). */
  baseUrl: string;
  /** A bearer token sent with every call: an account token, a signer token, a link's token. */
  token?: string;
  /** Or a function answering the bearer token of each call (undefined: none). */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /**
   * Or an API credential pair: the client gets an account token (`POST /api/v2/login`) on
   * its first call and renews it (`GET /api/v2/refresh`) a minute before it expires.
   */
  credentials?: TCredentials;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
}

export type TConfirmaClient = Client<paths> & {
  /** `POST /api/v2/login` with a credential pair: the account token (text/plain). */
  login(credentials: TCredentials): Promise<string>;
};

/** Renew a token this many seconds before its `exp`. */
const RENEW_BEFORE_SECONDS = 60;

/** The `exp` claim of a JWT (seconds), or 0 when it has none or is not a JWT. */
export function tokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : 0;
  } catch {
    return 0;
  }
}

/** A problem+json answer as an Error: `code` is the stable error code. */
export class ConfirmaError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly problem: unknown,
  ) {
    super(`${status} ${code ?? 'error'}`);
    this.name = 'ConfirmaError';
  }
}

/**
 * A typed client of the Confirma API (openapi-fetch over the generated `paths`): every
 * path, parameter, body and answer is typed from the server's OpenAPI document. The bearer
 * token comes from `token`, `getToken` or `credentials` (logged in and refreshed); a call
 * that sets its own `authorization` header keeps it.
 */
export function createConfirmaClient(options: TConfirmaClientOptions): TConfirmaClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: options.headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function login(credentials: TCredentials): Promise<string> {
    const { data, error, response } = await client.POST('/api/v2/login', {
      body: credentials,
      parseAs: 'text',
    });
    if (error !== undefined || typeof data !== 'string') {
      throw problemError(response.status, error);
    }
    return data;
  }

  let current: string | undefined;
  let pending: Promise<string> | undefined;
  /** The account token of `credentials`: the held one, renewed or got anew when due. */
  async function credentialToken(credentials: TCredentials): Promise<string> {
    const now = Date.now() / 1000;
    if (current && tokenExpiry(current) - RENEW_BEFORE_SECONDS > now) return current;
    pending ??= (async () => {
      try {
        // A token expired less than an hour ago still renews (REFRESH_GRACE_SECONDS).
        if (current) {
          const { data } = await client.GET('/api/v2/refresh', {
            headers: { authorization: `Bearer ${current}` },
          });
          if (data) return data.token;
        }
        return await login(credentials);
      } finally {
        pending = undefined;
      }
    })();
    current = await pending;
    return current;
  }

  const { credentials, token, getToken } = options;
  const tokenOf = credentials ? () => credentialToken(credentials) : (getToken ?? (() => token));
  const bearer: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (request.headers.has('authorization')) return request;
      if (schemaPath === '/api/v2/login' || schemaPath === '/api/v2/refresh') return request;
      const value = await tokenOf();
      if (value) request.headers.set('authorization', `Bearer ${value}`);
      return request;
    },
  };
  client.use(bearer);
  return Object.assign(client, { login });
}

/** The Error of a problem+json answer. */
export function problemError(status: number, problem: unknown): ConfirmaError {
  const code =
    problem && typeof problem === 'object' && 'code' in problem ? String(problem.code) : undefined;
  return new ConfirmaError(status, code, problem);
}
