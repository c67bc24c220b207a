import { ERROR_CODES, type TErrorCode } from '@confirma/contracts/error-codes';
import type { TProblem } from '@confirma/contracts/errors';

/**
 * Codes an `ApiError` can carry: the server's problem+json codes, plus two the client
 * produces itself: NETWORK (no answer at all) and INVALID_RESPONSE (the answer did not
 * match the expected schema). The UI turns each code into es/en/it text.
 */
export type TApiErrorCode = TErrorCode | 'NETWORK' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  /** Seconds to wait before trying again, from the Retry-After header (a 429, a 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: TApiErrorCode,
    message: string,
    /** The parsed problem+json body, when the answer was one. */
    readonly problem?: TProblem,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** True when the request never got an answer (offline, DNS, CORS, server down). */
  get isNetworkError(): boolean {
    return this.code === 'NETWORK';
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, 'NETWORK', 'Network error', undefined, { cause });
  }

  /** Build the error of a non-2xx answer; its body is read here. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    // zod and the schema load with the first error answer, not with the page. If that
    // chunk cannot load (offline since, a new release), the answer is a generic error.
    const problem = await import('@confirma/contracts/errors').then(
      ({ ZProblem }) => ZProblem.safeParse(body),
      () => undefined,
    );
    const retryAfterSeconds = retryAfter(response.headers.get('retry-after'));
    const options = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
    if (problem?.success) {
      const p = problem.data;
      return new ApiError(response.status, p.code, p.detail ?? p.title, p, options);
    }
    return new ApiError(response.status, 'INTERNAL', `HTTP ${response.status}`, undefined, options);
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The key, in the `errors` locale namespace, of the text to show for any thrown value:
 * a server code (`VALIDATION_FAILED`...), 'network' when no answer came, else 'unknown'.
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isNetworkError) return 'network';
  return (ERROR_CODES as readonly string[]).includes(error.code) ? error.code : 'unknown';
}
