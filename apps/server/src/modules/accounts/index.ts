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
  languageOfRequest,
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
  INVITATION_SECONDS,
  type TAuth,
  type TEnsureUserDocument,
  type TSessionEndListener,
} from './auth.ts';
export { authRoutes } from './auth-routes.ts';
export {
  listOrganizationEvents,
  recordOrganizationEvent,
  type TOrganizationEvent,
} from './organization-events.ts';
export {
  acceptInvitation,
  cancelInvitation,
  inviteMember,
  listInvitations,
  pendingInvitationsTo,
  readInvitation,
  rejectInvitation,
  resendInvitation,
} from './organization-invitations.ts';
export {
  endMembership,
  leaveOrganization,
  listMembers,
  type TMemberPorts,
  transferOwnership,
  updateMember,
} from './organization-members.ts';
export {
  assertSecondFactorIfRequired,
  assertTokenSecondFactor,
  ensurePersonalOrganization,
  findMembership,
  findOrganizationContact,
  isMemberOf,
  lockOrganization,
  memberCreditLimit,
  releaseOrganizationsOf,
  rememberActiveOrganization,
  sessionSignedInWith,
  type TMembership,
} from './organization-membership.ts';
export {
  listMyOrganizations,
  readOrganization,
  updateOrganization,
} from './organization-settings.ts';
export { requireSession, requireUser, type TSessionUser, webHeaders } from './require-user.ts';
export {
  findUser,
  findUserIdByEmail,
  namesOfUsers,
  searchAccounts,
  type TAccountCursor,
  type TAccountPageRow,
  type TUserRow,
  userEmailOf,
} from './search-accounts.ts';
export { memberAccess, sessionAccess, type TSessionActor } from './session-access.ts';
export { SIGNED_IN_WITH, sessionHasSecondFactor, type TSignedInWith } from './signed-in-with.ts';
export { turnOffSecondFactor } from './turn-off-second-factor.ts';
export { updateProfile } from './update-profile.ts';
