/**
 * The notifications module: certified notification. A notification is an
 * operation of type NOTIFICACION (owner, status, document, recipient as its signer,
 * expiry, evidence chain, workspace, certificate) with its delivery kept here: the e-mail
 * sent over SMTP with the server's answer as evidence, bounces, the recipient's opening,
 * access and acknowledgement. What other modules may use.
 */
export { NOTIFICATION_OP_CLASS } from './create-notification.ts';
export { notificationAccess } from './notification-access.ts';
export { notificationJobHandlers } from './notification-job-handlers.ts';
export { DELIVER_JOB, NOTICE_JOB } from './notification-jobs.ts';
export { notificationRoutes } from './notification-routes.ts';
