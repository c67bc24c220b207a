/**
 * The admin module: the admin role, its guard, the audit log of every administrator action
 * and the back office. What other modules may use.
 */
export { adminAuditLog, userRoles } from './admin-schema.ts';
export { setAdminRole } from './grant-role.ts';
export { recordAdminAction, type TAdminAction } from './record-admin-action.ts';
export { isAdmin, requireAdmin } from './require-admin.ts';
