/**
 * The operations module: the signing service ("operations v2"). Operations, documents,
 * signers, one-time codes, handwritten signatures, PAdES sealing, routing, the certificate
 * (acta), download links, and its jobs and sweeps. Built once per process with
 * createSigningService; what other modules may use.
 */

export {
  A4,
  createActaLayout,
  MARGIN,
  type TActaLayout,
  type TLayoutCell,
} from './acta-layout.ts';
export { nextReminderAt } from './automatic-reminders.ts';
export {
  countOperationsByStatus,
  countOperationsByType,
  countOperationsPerDay,
} from './count-operations.ts';
export { fileRoutes } from './file-routes.ts';
export { accessOf, operationAccessHook, signerAccessOf } from './operation-access.ts';
export { effectiveStatus, progressOperation } from './operation-status.ts';
export type {
  TDemoCreation,
  TOperationAccess,
  TOperationRow,
  TRequestMeta,
  TSignerRow,
} from './operations.types.ts';
export {
  findOperation,
  findOperationIdBySignedDocument,
  listOperationIdsOf,
} from './operations-queries.ts';
export { operationsRoutes } from './operations-routes.ts';
export {
  operationDocuments,
  operationSigners,
  operations,
  otpChallenges,
} from './operations-schema.ts';
export { loadPlatformSealer, type TPlatformSealer } from './platform-sealer.ts';
export { senderActionRoutes } from './sender-action-routes.ts';
export { loadSenderAccess } from './sender-auth.ts';
export { normalisePhone } from './signer-fields.ts';
export { moveSigner } from './signer-routing.ts';
export {
  isIdentificationOnly,
  requireAvailableSignatureTypes,
  signerSignatureType,
} from './signing-methods.ts';
export { signingRoutes } from './signing-routes.ts';
export { createSigningService, type TSigningService } from './signing-service.ts';
export { tsaRoutes } from './tsa-routes.ts';
export { workspaceRoutes } from './workspace-routes.ts';
