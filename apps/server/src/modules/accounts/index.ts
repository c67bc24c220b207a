/**
 * The accounts module: identity. better-auth (sign-up, verification, sign-in, Google,
 * sessions, reset), the /api/auth bridge, the profile row, the same-origin guard and the
 * account e-mails. What other modules may use.
 */
export {
  brandLogoPath,
  brandView,
  findBrand,
  isBrandLogo,
  mailBrand,
  saveBrand,
  type TAccountBrand,
} from './account-brand.ts';
export {
  MAIL_LANGUAGES,
  requestLanguage,
  type TMailLanguage,
} from './account-mails.ts';
export { findSender } from './account-sender.ts';
export {
  ensureProfile,
  findIdentificationReviewSettings,
  findLiveSession,
  findNotifiedAccount,
  findProfile,
  findUserWithProfile,
  identificationReviewOf,
  listSessionsOf,
  listSignInMethodsOf,
  notificationsOf,
  type TAccountProfile,
} from './accounts-queries.ts';
export {
  CLIENT_IP_HEADER,
  createAuth,
  type TAuth,
  type TEnsureUserDocument,
  type TSessionEndListener,
} from './auth.ts';
export { authRoutes } from './auth-routes.ts';
export { lockUser } from './lock-user.ts';
export { requireSession, requireUser, type TSessionUser, webHeaders } from './require-user.ts';
export {
  findUser,
  findUserIdByEmail,
  searchAccounts,
  type TAccountCursor,
  type TAccountPageRow,
  type TUserRow,
  userEmailOf,
} from './search-accounts.ts';
export { sessionAccess } from './session-access.ts';
export { SIGNED_IN_WITH, sessionHasSecondFactor, type TSignedInWith } from './signed-in-with.ts';
export { turnOffSecondFactor } from './turn-off-second-factor.ts';
export { updateProfile } from './update-profile.ts';
