/** What the development outbox serves (only where OUTBOX_ENABLED). */
export { outboxRoutes } from './outbox-routes.ts';
