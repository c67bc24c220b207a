import type {
  TRequestTemplate,
  TRequestTemplateUpdate,
} from '@confirma/contracts/request-templates';
import {
  type TRequestTemplatesContext,
  type TTemplateScope,
  templateOf,
} from './request-templates.types.ts';
import { settleRoles } from './settle-roles.ts';
import { storeTemplatePdf } from './store-template-pdf.ts';
import { findTemplate, type TTemplateChanges, updateTemplate } from './template-queries.ts';

/**
 * Renames a template or changes its content: what the update carries replaces what the
 * template had; a new PDF is checked and stored first; `contractType` drops the PDF. The
 * roles it ends with (sent, or kept) are settled again on the document it ends with, so a
 * box or field that no longer fits is a 400 and nothing changes. The row is read and
 * written under its lock, so two updates do not mix.
 */
export async function changeTemplate(
  { context }: TRequestTemplatesContext,
  { scope, update }: { scope: TTemplateScope; update: TRequestTemplateUpdate },
): Promise<TRequestTemplate> {
  const { db, platform } = context;
  // 404 before a PDF is parsed for a template that is not the caller's.
  await findTemplate(db, scope);
  const pdf = update.document ? await storeTemplatePdf(context, update.document) : null;
  return db.transaction(async (tx) => {
    const row = await findTemplate(tx, scope, { lock: true });
    const changes: TTemplateChanges = {
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.subject !== undefined ? { subject: update.subject } : {}),
      ...(update.message !== undefined ? { message: update.message } : {}),
      ...(update.order !== undefined ? { order: update.order } : {}),
      ...(update.copies !== undefined ? { copies: update.copies } : {}),
    };
    if (pdf) {
      Object.assign(changes, {
        documentSha256: pdf.sha256,
        documentName: pdf.name,
        documentPages: pdf.pages,
        documentPageSizes: pdf.pageSizes,
        contractType: null,
      });
    } else if (update.contractType) {
      Object.assign(changes, {
        documentSha256: null,
        documentName: null,
        documentPages: null,
        documentPageSizes: null,
        contractType: update.contractType,
      });
    }
    if (update.roles || pdf || update.contractType) {
      changes.roles = settleRoles(platform, {
        roles: update.roles ?? row.roles,
        pageSizes: pdf ? pdf.pageSizes : update.contractType ? null : row.documentPageSizes,
        contractType: pdf ? null : (update.contractType ?? row.contractType),
      });
    }
    return templateOf(await updateTemplate(tx, scope, changes));
  });
}
