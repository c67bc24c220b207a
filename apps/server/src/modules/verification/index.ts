/**
 * The verification module: the public verification of signed PDFs and operation
 * certificates (signatures, chain, time stamps, changes after signing) and of an
 * operation's evidence. What other modules may use.
 */
export {
  createVerificationService,
  type TVerificationService,
} from './verification-service.ts';
export { verifyRoutes } from './verify-routes.ts';
