import type { TRequestTemplate } from '@confirma/contracts/request-templates';
import type { TOperationsService } from '../operations/index.ts';
import type { requestTemplates } from './request-templates-schema.ts';

export type TRequestTemplateRow = typeof requestTemplates.$inferSelect;

/**
 * What the module runs on: the operations service (its platform, PDF inspector and the
 * creation every request from a template goes through).
 */
export type TRequestTemplatesContext = Pick<TOperationsService, 'context' | 'createOperation'>;

/** The account and the template an id names (another account's id finds nothing). */
export type TTemplateScope = { organizationId: string; id: string };

/** Where a template's own PDF is read (the same credentials as the template). */
export const documentUrl = (id: string) => `/api/request-templates/${id}/document`;

/** A row as the API shows it. */
export function templateOf(row: TRequestTemplateRow): TRequestTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    message: row.message,
    order: row.order,
    copies: row.copies,
    roles: row.roles,
    document:
      row.documentSha256 && row.documentName
        ? {
            name: row.documentName,
            pages: row.documentPages ?? 0,
            sha256: row.documentSha256,
            url: documentUrl(row.id),
          }
        : null,
    contractType: row.contractType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
