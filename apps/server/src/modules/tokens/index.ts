/**
 * The tokens module: the signing service's bearer tokens (account, signer, file), API
 * credentials, the liveness of account tokens, and the token routes. What other modules
 * may use.
 */
export {
  ACCOUNT_TOKEN_SECONDS,
  bearerOf,
  issueToken,
  SIGNER_TOKEN_SECONDS,
  type TTokenClaims,
  type TVerifiedToken,
  tokenKey,
  verifyToken,
} from './access-token.ts';
export {
  accountAccess,
  accountTokenAccess,
  type TAccountActor,
} from './account-access.ts';
export { apiCredentialRoutes } from './api-credential-routes.ts';
export { revokeCredentialsOfMember } from './api-credentials.ts';
export {
  newOtpCode,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  otpHash,
  otpMatches,
} from './otp.ts';
export {
  memberOfRequest,
  sentVia,
  type TAccountHolderAuth,
} from './require-account-holder.ts';
export { requireAnyToken, type TTokenVerifier } from './require-token.ts';
export { countSignerCall, signerRateLimit, type TSignerLimit } from './signer-rate-limit.ts';
export { createTokenLiveness, type TTokenLiveness } from './token-liveness.ts';
export { membershipOfToken } from './token-membership.ts';
export { tokenRoutes } from './token-routes.ts';
