import type { TErrorCode } from '@confirma/contracts/errors';
import { AppError } from '../../platform/errors.ts';

/**
 * Why a seal, a time stamp or a key load failed; stable values for logs and job retries.
 * TOO_COMPLEX: the PDF was not prepared within the seal thread's time or heap.
 */
export type TSealingFailure =
  | 'ENCRYPTED_PDF'
  | 'INVALID_PDF'
  | 'INVALID_STAMP'
  | 'TOO_COMPLEX'
  | 'CONTENTS_TOO_SMALL'
  | 'TIMESTAMP_FAILED'
  | 'PKI_UNAVAILABLE';

const CLIENT_FAULTS: Partial<Record<TSealingFailure, TErrorCode>> = {
  ENCRYPTED_PDF: 'VALIDATION_FAILED',
  INVALID_PDF: 'VALIDATION_FAILED',
  INVALID_STAMP: 'VALIDATION_FAILED',
  TOO_COMPLEX: 'PDF_TOO_COMPLEX',
};

/**
 * The sealing engine's typed error. It is an AppError, so the HTTP layer maps it as any
 * other: problems with the caller's PDF are VALIDATION_FAILED (400), or PDF_TOO_COMPLEX
 * (413) for one too heavy to seal, the rest INTERNAL.
 */
export class SealingError extends AppError {
  constructor(
    readonly failure: TSealingFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(CLIENT_FAULTS[failure] ?? 'INTERNAL', detail);
    this.name = 'SealingError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
