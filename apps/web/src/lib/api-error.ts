import { ERROR_CODES, type TErrorCode, type TProblem, ZProblem } from '@confirma/contracts/errors';

/**
 * Codes an `ApiError` can carry: the server's problem+json codes, plus two the client
 * produces itself: NETWORK (no answer at all) and INVALID_RESPONSE (the answer did not
 * match the expected schema). The UI turns each code into es/en/it text.
 */
export type TApiErrorCode = TErrorCode | 'NETWORK' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly code: TApiErrorCode,
    message: string,
    /** The parsed problem+json body, when the answer was one. */
    readonly problem?: TProblem,
    options?: { cause?: unknown },
  ) {
    super(message, options);
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
    const problem = ZProblem.safeParse(body);
    if (problem.success) {
      const p = problem.data;
      return new ApiError(response.status, p.code, p.detail ?? p.title, p);
    }
    return new ApiError(response.status, 'INTERNAL', `HTTP ${response.status}`);
  }
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
