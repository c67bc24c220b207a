import { randomUUID } from 'node:crypto';
import type { TBulkSend } from '@confirma/contracts/bulk-sends';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import { reserveCredits } from '../credits/index.ts';
import { findTemplate, type TTemplateScope } from '../request-templates/index.ts';
import { enqueueBulkSendJob } from './bulk-send-job.ts';
import { insertBulkSend } from './bulk-send-queries.ts';
import { bulkSendOf, type TBulkSendsContext } from './bulk-sends.types.ts';
import type { TBulkMeta } from './bulk-sends-schema.ts';
import { readBulkFile } from './csv/read-bulk-file.ts';
import { creditsPerRow } from './preview-bulk-send.ts';
import { rowTitle } from './row-title.ts';

/**
 * Sends a bulk send (POST …/bulk): the CSV read and every row checked again (any problem
 * is 400 VALIDATION_FAILED naming each one, `rows.<row>.<column>`, and nothing is written);
 * then in one transaction the bulk send and its rows recorded (each row's request titled
 * with the template's subject and its first person: `rowTitle`), the total credits reserved
 * (402 INSUFFICIENT_CREDITS or ACCOUNT_IN_DEBT when the balance does not cover them: one
 * 'reserve' ledger row under the bulk send's id), the job that creates the rows queued and
 * the Idempotency-Key's answer kept.
 */
export async function startBulkSend(
  { context }: TBulkSendsContext,
  options: {
    scope: TTemplateScope;
    /** The member who starts it: the reservation is theirs (their monthly limit holds). */
    memberUserId: string;
    csv: string;
    meta: TBulkMeta;
    record?: TRecordAnswer;
  },
): Promise<TBulkSend> {
  const { scope } = options;
  const { db, platform } = context;
  const template = await findTemplate(db, scope);
  const file = readBulkFile(template, options.csv);
  if (!file.valid) {
    throw new AppError(
      'VALIDATION_FAILED',
      file.invalid.size > 0
        ? `${file.invalid.size} of ${file.rowCount} rows are not valid: nothing was sent`
        : 'The file is not valid: nothing was sent',
      file.issues.map((issue) => ({
        path: ['rows', issue.row, ...(issue.column === null ? [] : [issue.column])].join('.'),
        message: issue.message,
        key: issue.key,
      })),
    );
  }
  const total = creditsPerRow(template) * file.rows.length;
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const bulk = await insertBulkSend(
      tx,
      {
        id,
        organizationId: scope.organizationId,
        templateId: template.id,
        templateName: template.name,
        roles: template.roles.map((role) => ({
          id: role.id,
          name: role.name,
          fields: role.fields.flatMap((field) =>
            field.type === 'text' ? [{ id: field.id, label: field.label }] : [],
          ),
        })),
        total: file.rows.length,
        creditsReserved: total,
        meta: options.meta,
      },
      // Each row's request titled apart, unless the row gives a subject of its own.
      file.rows.map(({ row, request }) => ({
        row,
        request: { ...request, subject: request.subject ?? rowTitle(template, request) },
      })),
    );
    await reserveCredits(tx, {
      organizationId: scope.organizationId,
      memberUserId: options.memberUserId,
      amount: total,
      reason: 'bulk_send',
      reference: id,
    });
    await enqueueBulkSendJob(platform, tx, { bulkId: id });
    const answer = bulkSendOf(
      bulk,
      { pending: file.rows.length, created: 0, failed: 0, cancelled: 0 },
      { consumed: 0, released: 0 },
    );
    await options.record?.(tx, answer);
    return answer;
  });
}
