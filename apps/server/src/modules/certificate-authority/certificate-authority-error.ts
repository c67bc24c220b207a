import { AppError } from '../../platform/errors.ts';

/**
 * Why the CA could not act. NO_CA: the PKI has no root of ours (the seal and the TSA both
 * come from PKCS#12 files), so the caller seals with the platform seal alone.
 */
export type TCaFailure = 'NO_CA' | 'INVALID_SUBJECT';

/** The CA's typed error: an AppError (INTERNAL to an HTTP caller, never its detail). */
export class CertificateAuthorityError extends AppError {
  constructor(
    readonly failure: TCaFailure,
    detail: string,
  ) {
    super('INTERNAL', detail);
    this.name = 'CertificateAuthorityError';
  }
}
