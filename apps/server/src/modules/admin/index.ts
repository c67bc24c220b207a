/**
 * The admin module: the admin role, its guard, the audit log of every administrator action
 * and the back office (accounts, credit adjustments, contact requests, operations counts,
 * the audit log). What other modules may use.
 */

export type { TAdminActor } from './admin.types.ts';
export { adminAccess, reviewerAccess, type TReviewerActor } from './admin-access.ts';
export { ADMIN_ERRORS } from './admin-routes.openapi.ts';
export { adminRoutes } from './admin-routes.ts';
export { PLATFORM_ROLES, type TPlatformRole } from './admin-schema.ts';
export { setAdminRole, setPlatformRole } from './grant-role.ts';
export { recordAdminAction, type TAdminAction } from './record-admin-action.ts';
export { isAdmin, isReviewer } from './require-admin.ts';
