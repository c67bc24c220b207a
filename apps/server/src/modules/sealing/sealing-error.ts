import { AppError } from '../../platform/errors.ts';

/** Why a seal, a time stamp or a key load failed; stable values for logs and job retries. */
export type TSealingFailure =
  | 'ENCRYPTED_PDF'
  | 'INVALID_PDF'
  | 'INVALID_STAMP'
  | 'CONTENTS_TOO_SMALL'
  | 'TIMESTAMP_FAILED'
  | 'PKI_UNAVAILABLE';

const CLIENT_FAULTS: ReadonlySet<TSealingFailure> = new Set([
  'ENCRYPTED_PDF',
  'INVALID_PDF',
  'INVALID_STAMP',
]);

/**
 * The sealing engine's typed error. It is an AppError, so the HTTP layer maps it as any
 * other: problems with the caller's PDF are VALIDATION_FAILED (400), the rest INTERNAL.
 */
export class SealingError extends AppError {
  constructor(
    readonly failure: TSealingFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(CLIENT_FAULTS.has(failure) ? 'VALIDATION_FAILED' : 'INTERNAL', detail);
    this.name = 'SealingError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
