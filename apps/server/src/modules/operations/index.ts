/**
 * The operations module, the core of the signing service ("operations v2"): operations,
 * their documents, signers and one-time codes (tables and queries), creation, the status
 * machine, routing, access, cancellation, the sender's notices, the certificate (acta), and
 * the expiry sweep. Built once per process with createOperationsService; what other modules
 * (signing, workspace, notifications…) may use.
 */

export { currentActa } from './build-acta.ts';
export {
  countOperationsByStatus,
  countOperationsByType,
  countOperationsPerDay,
} from './count-operations.ts';
export { endOperation } from './end-operation.ts';
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
export { CONFIRMATION_JOB, SEAL_JOB, ZConfirmationJob, ZSealJob } from './operation-jobs.ts';
export { confirmationMail, documentsLink, signedPdfName } from './operation-mails.ts';
export {
  canTransition,
  EXPIRABLE_STATUSES,
  effectiveStatus,
  isExpiryDue,
  lockOperationStatus,
  progressOperation,
  TERMINAL_STATUSES,
  transitionOperation,
} from './operation-status.ts';
export type {
  TDemoCreation,
  TDocumentRow,
  TOperationAccess,
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TSigningMethod,
  TStroke,
} from './operations.types.ts';
export {
  AT_TURN,
  clearSealPending,
  consumeOtpChallenge,
  countOtpAttempt,
  findDocument,
  findOperation,
  findOperationIdBySignedDocument,
  findSigner,
  insertDocuments,
  insertOperation,
  insertOtpChallenge,
  insertSigners,
  listDocuments,
  listOperationIdsOf,
  listPendingSeals,
  listSigners,
  lockDueReminders,
  lockNewestOtpChallenge,
  lockSigner,
  recentOtpSends,
  restartReminders,
  setRemindersSent,
  storeSealedVersion,
  storeStrokes,
} from './operations-queries.ts';
export { operationsRoutes } from './operations-routes.ts';
export {
  operationDocuments,
  operationSigners,
  operations,
  otpChallenges,
} from './operations-schema.ts';
export {
  newOtpCode,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  otpHash,
  otpMatches,
  otpSmsText,
} from './otp.ts';
export { loadPlatformSealer, type TPlatformSealer } from './platform-sealer.ts';
export { readOperationFile } from './read-operation-file.ts';
export { bindUseCase, createOperationsService, type TOperationsService } from './services.ts';
export { signs, storedBoxOn } from './signature-boxes.ts';
export {
  hasAction,
  maskPhone,
  normalisePhone,
  signerPhoneCountry,
  signerValues,
} from './signer-fields.ts';
export { firstDocumentId, queueSigningMail } from './signer-mails.ts';
export { countSignerCall, signerRateLimit } from './signer-rate-limit.ts';
export { markSigned, moveSigner, routeAfterSignature } from './signer-routing.ts';
export {
  isIdentificationOnly,
  requireAvailableSignatureTypes,
  requireSigningMethod,
  SIGNATURE_RULES,
  signerSignatureType,
} from './signing-methods.ts';
export { tsaRoutes } from './tsa-routes.ts';
