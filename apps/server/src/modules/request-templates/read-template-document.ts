import { AppError } from '../../platform/errors.ts';
import type { TRequestTemplatesContext, TTemplateScope } from './request-templates.types.ts';
import { findTemplate } from './template-queries.ts';

/**
 * The template's own PDF and the name it was uploaded with; 404 for a template on a
 * contract type, which has none (or for another account's template).
 */
export async function readTemplateDocument(
  templates: TRequestTemplatesContext,
  scope: TTemplateScope,
): Promise<{ name: string; bytes: Buffer }> {
  const { db, platform } = templates.context;
  const row = await findTemplate(db, scope);
  if (!row.documentSha256) {
    throw new AppError('NOT_FOUND', 'This template has no PDF of its own: a contract type');
  }
  const bytes = await platform.blobs.get(row.documentSha256);
  return { name: row.documentName ?? 'document.pdf', bytes };
}
