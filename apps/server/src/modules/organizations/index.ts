/**
 * The organisations module: members and their roles, invitations, ownership, the
 * organisation's settings and audit log, and switching between one's organisations. What
 * other modules may use.
 */
export { organizationRoutes } from './organization-routes.ts';
