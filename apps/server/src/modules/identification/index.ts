/**
 * The identification module: remote video identification on the
 * offline vision engine. Sessions, the capture stages and their evidence, served under
 * /api/v2 with the signer's token. What other modules may use.
 */

export { decodeFrame } from './capture/decode-frame.ts';
export type { TIdentificationRow } from './identification.types.ts';
export { identificationAccess } from './identification-access.ts';
export { CERTIFICATE_JOB, identificationJobHandlers } from './identification-jobs.ts';
export {
  findLastPassedIdentification,
  findLatestIdentification,
} from './identification-queries.ts';
export {
  createIdentificationService,
  type TIdentificationService,
} from './identification-service.ts';
export { purgeIdentifications } from './purge-identifications.ts';
export { reviewDeskRoutes } from './review/review-routes.ts';
export { identificationRoutes } from './routes/identification-routes.ts';
