/**
 * The sealing engine: PAdES B-T to B-LTA seals written as incremental updates, the platform PKI, and
 * RFC 3161 time stamps (the platform TSA, or an external one), and the platform TSA's HTTP
 * routes. No database access (but the TSA routes' per-IP count, through the platform's rate
 * limits). What other modules may use.
 */

export { extendArchiveTimeStamp } from './archive-time-stamp.ts';
export { toWinAnsi } from './pdf/stamp-text.ts';
export { createPdfSealer, type TPdfSealer } from './pdf-sealer.ts';
export {
  hasOcspNoCheck,
  pkiUrls,
  policiesOf,
  statusLocations,
  type TPkiUrls,
} from './pki/certificate-extensions.ts';
export {
  fromPem,
  parseCertificate,
  serialHexOf,
  type TCertificateInfo,
} from './pki/certificate-info.ts';
export { certificateName, SUBJECT_LIMITS } from './pki/certificate-name.ts';
export {
  CRL_REASON,
  createCrl,
  crlIssuerDer,
  type TCrlReasonName,
  type TRevokedEntry,
} from './pki/create-crl.ts';
export {
  createSignerCertificate,
  SIGNER_POLICIES,
  type TSignerIdentifier,
  type TSignerLevel,
} from './pki/create-signer-certificate.ts';
export { loadOrCreatePki } from './pki/load-or-create-pki.ts';
export {
  createOcspRequest,
  issuerHashes,
  OcspRequestError,
  parseOcspRequest,
  type TOcspCertId,
  type TOcspHash,
  type TOcspRequest,
} from './pki/ocsp-request.ts';
export {
  createOcspResponse,
  ocspErrorResponse,
  ocspResponseStatus,
  type TOcspCertStatus,
  type TOcspEntry,
  type TOcspErrorStatus,
} from './pki/ocsp-response.ts';
export type { TCertifiedKey, TPki } from './pki/pki-types.ts';
export {
  sealPdf,
  type TPrepareSealOptions,
  type TSealField,
  type TStampLocale,
} from './seal-pdf.ts';
export type { TArchiveKeys, TLongTermData, TSealPlan } from './sealing.types.ts';
export { SealingError } from './sealing-error.ts';
export { createTimestamper, type TTimestamper } from './tsa/create-timestamper.ts';
export { handleTimeStampRequest } from './tsa/handle-time-stamp-request.ts';
export { tsaRoutes } from './tsa/tsa-routes.ts';
export { type TTimeStampInfo, verifyTimeStampToken } from './tsa/verify-time-stamp-token.ts';
export type { TCertificateSummary } from './verify/certificate-chain.ts';
export { summariseCertificate } from './verify/certificate-chain.ts';
export type { TSignerSummary } from './verify/certificate-details.ts';
export { lastTimeStampExpiry } from './verify/last-time-stamp.ts';
export type { TRevocation } from './verify/revocation.ts';
export {
  type TPadesLevel,
  type TPdfVerification,
  type TSignatureCheck,
  type TTimeStampCheck,
  type TVerificationTrust,
  verifyPdfSignatures,
} from './verify/verify-pdf-signatures.ts';
