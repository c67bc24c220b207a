/**
 * The operations module: the signing service ("operations v2"). Operations, documents,
 * signers, one-time codes, handwritten signatures, PAdES sealing, routing, the certificate
 * (acta), download links, and its jobs and sweeps. Built once per process with
 * createSigningService; what other modules may use.
 */

export {
  countOperationsByStatus,
  countOperationsByType,
  countOperationsPerDay,
} from './count-operations.ts';
export { fileRoutes } from './file-routes.ts';
export {
  IDENTIFICATION_REASON_TEXTS,
  type TIdentificationReasonTexts,
} from './identification-reason-texts.ts';
export { mailDate } from './mail-format.ts';
export { notifySender, operationPageLink } from './notify-sender.ts';
export {
  accessOf,
  operationAccessHook,
  refuseIfExpired,
  signerAccessOf,
} from './operation-access.ts';
export { signedPdfName } from './operation-mails.ts';
export {
  canTransition,
  EXPIRABLE_STATUSES,
  effectiveStatus,
  isExpiryDue,
  lockOperationStatus,
  progressOperation,
  transitionOperation,
} from './operation-status.ts';
export type {
  TDemoCreation,
  TDocumentRow,
  TOperationAccess,
  TOperationRow,
  TRequestMeta,
  TSignerRow,
  TSigningContext,
} from './operations.types.ts';
export {
  AT_TURN,
  findDocument,
  findOperation,
  findOperationIdBySignedDocument,
  insertDocuments,
  insertOperation,
  insertSigners,
  listDocuments,
  listOperationIdsOf,
  listSigners,
  lockDueReminders,
  restartReminders,
  setRemindersSent,
} from './operations-queries.ts';
export { operationsRoutes } from './operations-routes.ts';
export {
  operationDocuments,
  operationSigners,
  operations,
  otpChallenges,
} from './operations-schema.ts';
export { newOtpCode, OTP_LIFETIME_MS, OTP_MAX_ATTEMPTS, otpHash, otpMatches } from './otp.ts';
export { loadPlatformSealer, type TPlatformSealer } from './platform-sealer.ts';
export { readOperationFile } from './read-operation-file.ts';
export { hasAction, normalisePhone, signerValues } from './signer-fields.ts';
export { firstDocumentId, queueSigningMail } from './signer-mails.ts';
export { signerRateLimit } from './signer-rate-limit.ts';
export { moveSigner } from './signer-routing.ts';
export {
  isIdentificationOnly,
  requireAvailableSignatureTypes,
  signerSignatureType,
} from './signing-methods.ts';
export { signingRoutes } from './signing-routes.ts';
export { bindUseCase, createSigningService, type TSigningService } from './signing-service.ts';
export { tsaRoutes } from './tsa-routes.ts';
