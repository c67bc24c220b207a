/**
 * The workspace module: the sender's side of operations. The account's operations listed,
 * exported as CSV, read one by one with their evidence timeline and files, followed live,
 * the sender's resends, reminders and cancellations, and the automatic reminders. Built
 * once per process with createWorkspaceService on the operations module's context.
 */

export { createWorkspaceService, type TWorkspaceService } from './create-workspace-service.ts';
export { senderAccess, type TSenderAccess } from './sender-access.ts';
export { senderActionRoutes } from './sender-action-routes.ts';
export { workspaceRoutes } from './workspace-routes.ts';
