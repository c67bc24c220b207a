import {
  REQUEST_TEMPLATE_LIMITS,
  type TRequestTemplate,
  type TRequestTemplateCreate,
} from '@confirma/contracts/request-templates';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import { type TRequestTemplatesContext, templateOf } from './request-templates.types.ts';
import { settleRoles } from './settle-roles.ts';
import { storeTemplatePdf } from './store-template-pdf.ts';
import { countTemplates, insertTemplate } from './template-queries.ts';

/**
 * Saves a new template for the account: at most REQUEST_TEMPLATE_LIMITS.perAccount of
 * them (409 CONFLICT past it; counted in the transaction, a soft cap two concurrent saves
 * may pass by one); its own PDF checked and stored (store-template-pdf.ts), its roles
 * settled on it (settle-roles.ts), then the row, and the answer kept for its
 * Idempotency-Key, in one transaction.
 */
export async function saveTemplate(
  { context }: TRequestTemplatesContext,
  {
    organizationId,
    request,
    record,
  }: {
    organizationId: string;
    request: TRequestTemplateCreate;
    record?: TRecordAnswer | undefined;
  },
): Promise<TRequestTemplate> {
  const { db, platform } = context;
  const full = () =>
    new AppError(
      'CONFLICT',
      `An account keeps at most ${REQUEST_TEMPLATE_LIMITS.perAccount} request templates`,
    );
  // Refused before a PDF is parsed; checked again where it counts, in the transaction.
  if ((await countTemplates(db, { organizationId })) >= REQUEST_TEMPLATE_LIMITS.perAccount)
    throw full();
  const pdf = request.document ? await storeTemplatePdf(context, request.document) : null;
  const roles = settleRoles(platform, {
    roles: request.roles,
    pageSizes: pdf?.pageSizes ?? null,
    contractType: request.contractType,
  });
  return db.transaction(async (tx) => {
    if ((await countTemplates(tx, { organizationId })) >= REQUEST_TEMPLATE_LIMITS.perAccount)
      throw full();
    const row = await insertTemplate(tx, {
      organizationId,
      name: request.name,
      subject: request.subject,
      message: request.message,
      order: request.order,
      copies: request.copies,
      roles,
      documentSha256: pdf?.sha256 ?? null,
      documentName: pdf?.name ?? null,
      documentPages: pdf?.pages ?? null,
      documentPageSizes: pdf?.pageSizes ?? null,
      contractType: pdf ? null : request.contractType,
    });
    const answer = templateOf(row);
    await record?.(tx, answer);
    return answer;
  });
}
