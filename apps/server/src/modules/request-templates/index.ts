/**
 * Request templates: a sender's saved documents with their signers' roles,
 * fields and invitation, and the requests started from them (through the operations
 * module's creation). See README.md.
 */

export type {
  TRequestTemplateRow,
  TRequestTemplatesContext,
  TTemplateScope,
} from './request-templates.types.ts';
export { requestTemplateRoutes } from './request-templates-routes.ts';
export { startRequest } from './start-request.ts';
export { findTemplate } from './template-queries.ts';
