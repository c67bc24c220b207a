/**
 * The account area ("My Account"): the signed-in user's document (profile, credits,
 * operations), history, export and erasure, composed from the accounts, credits and
 * operations modules. What other modules (and the composition) may use.
 */
export { accountRoutes } from './account-routes.ts';
export { brandRoutes } from './brand-routes.ts';
export { ensureAccountDocument } from './ensure-account-document.ts';
