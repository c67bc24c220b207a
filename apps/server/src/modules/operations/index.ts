/**
 * The operations module, the core of the signing service ("operations v2"): operations,
 * their documents, signers and one-time codes (tables and queries), creation, the status
 * machine, routing, access, cancellation, the sender's notices, the certificate (acta), and
 * the expiry sweep. Built once per process with createOperationsService; what other modules
 * (signing, workspace, notifications…) may use.
 */

export {
  countOperationsByStatus,
  countOperationsByType,
  countOperationsPerDay,
} from './count-operations.ts';
export {
  bindUseCase,
  createOperationsService,
  type TOperationsService,
} from './create-operations-service.ts';
export {
  findDocument,
  findOperationIdBySignedDocument,
  listArchiveRenewalsDue,
  listDocuments,
  listDocumentsOf,
  replaceUnsignedDocument,
  storeSealedVersion,
} from './document-queries.ts';
export { endOperation } from './end-operation.ts';
export { notifySender, operationPageLink } from './notify-sender.ts';
export {
  asSigner,
  operationAccess,
  refuseIfExpired,
  resolveOperationAccess,
  type TSignerAccess,
} from './operation-access.ts';
export {
  CONFIRMATION_JOB,
  COPY_JOB,
  SENDER_NOTICE_JOB,
  ZConfirmationJob,
  ZCopyJob,
  ZSenderNoticeJob,
} from './operation-jobs.ts';
export {
  listOperationPage,
  type TOperationCursor,
  type TOperationFilter,
  type TOperationPageRow,
} from './operation-page-queries.ts';
export {
  deleteOperation,
  demoOperationIds,
  findOperation,
  listOperationIdsOf,
  listOperations,
  memberScope,
  ownedOperationIds,
  SYSTEM_SCOPE,
  type TOperationScope,
} from './operation-queries.ts';
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
  TIdentificationNotice,
  TLanguage,
  TOperationAccess,
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
  TSigningMethod,
  TStroke,
} from './operations.types.ts';
export { operationsRoutes } from './operations-routes.ts';
export { recordRecipientOperation } from './record-recipient-operation.ts';
export { requestNaming } from './request-title.ts';
export { firstDocumentId, issueSignerToken, queueSigningMail } from './signer-mails.ts';
export {
  AT_TURN,
  clearSealPending,
  findSigner,
  listPendingSeals,
  listSignerIdsByDocument,
  listSigners,
  listSignersOf,
  lockDueReminders,
  lockSigner,
  restartReminders,
  setRemindersSent,
  storeStrokes,
} from './signer-queries.ts';
export { byRoutingOrder, markSigned, moveSigner, routeAfterSignature } from './signer-routing.ts';
