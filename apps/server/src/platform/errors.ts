import { ERROR_STATUS, type TErrorCode, type TFieldIssue } from '@confirma/contracts/errors';

/**
 * The one error type of the server. The HTTP layer turns it into problem+json with the
 * stable `code`; the client localises by code. `detail` is shown to callers only below 500.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    readonly detail?: string,
    readonly fieldIssues?: TFieldIssue[],
  ) {
    super(detail ?? code);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** A refusal to come back to later: the answer carries `Retry-After` (seconds). */
export class RetryLaterError extends AppError {
  constructor(
    code: TErrorCode,
    readonly retryAfterSeconds: number,
    detail?: string,
  ) {
    super(code, detail);
  }
}

/** A refusal the caller may try again a counted number of times: the answer says how many. */
export class AttemptsLeftError extends AppError {
  constructor(
    code: TErrorCode,
    readonly attemptsLeft: number,
    detail?: string,
  ) {
    super(code, detail);
  }
}
