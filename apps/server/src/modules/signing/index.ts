/**
 * The signing module: the signer's side of operations. Reading and opening documents,
 * one-time codes (OTP), handwritten signatures, rejection, completion (the deferred seals
 * and the confirmation e-mail with its download links) and the signer routes. Built once
 * per process with createSigningService on the operations module's context.
 */

export { createSigningService, type TSigningService } from './create-signing-service.ts';
export { fileLinkAccess } from './file-link-access.ts';
export { fileRoutes } from './file-routes.ts';
export { signingRoutes } from './signing-routes.ts';
