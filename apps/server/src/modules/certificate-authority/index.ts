/**
 * The platform certificate authority: the signers' one-time certificates, the record of
 * what the root issued and revoked, the OCSP responder and the CRL over HTTP, the
 * revocation data of a PDF's DSS, and the back office's revocation. What other modules
 * may use.
 */

export { certificateAdminRoutes } from './certificate-admin-routes.ts';
export type {
  TIssuedSignerCertificate,
  TIssueSignerCertificateParams,
  TRevocationData,
  TRevocationReason,
  TRevocationRecorder,
} from './certificate-authority.types.ts';
export { CertificateAuthorityError, type TCaFailure } from './certificate-authority-error.ts';
export { certificateAuthorityRoutes } from './certificate-authority-routes.ts';
export {
  createCertificateAuthority,
  type TCertificateAuthority,
} from './create-certificate-authority.ts';
