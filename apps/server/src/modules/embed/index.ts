/**
 * The embed module: the origins each account lets frame its signers' pages, and the
 * framable signing and identification pages /embed.js opens. What other modules may use.
 */
export { embedSignerAccess } from './embed-access.ts';
export { embedOriginRoutes } from './embed-origin-routes.ts';
export { embedPageRoutes } from './embed-page-routes.ts';
