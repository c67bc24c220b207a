import { BULK_SEND_LIMITS, type TBulkPreview } from '@confirma/contracts/bulk-sends';
import { operationCreditCost } from '@confirma/contracts/constants';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { getCredits } from '../credits/index.ts';
import { findTemplate, type TTemplateScope } from '../request-templates/index.ts';
import type { TBulkTemplate } from './csv/bulk-columns.ts';
import { readBulkFile } from './csv/read-bulk-file.ts';

/** What one request of the template costs: its roles' ways of signing. */
export const creditsPerRow = (template: TBulkTemplate) =>
  operationCreditCost(template.roles.map((role) => role.method)).cost;

/**
 * The CSV read against the account's template and every row checked, nothing written: the
 * columns as read, the first rows as parsed, every problem, the credits it would cost and
 * the account's balance (POST …/bulk/preview).
 */
export async function previewBulkSend(
  db: TDbOrTx,
  { scope, csv }: { scope: TTemplateScope; csv: string },
): Promise<TBulkPreview> {
  const template = await findTemplate(db, scope);
  const file = readBulkFile(template, csv);
  const perRow = creditsPerRow(template);
  const total = perRow * file.rowCount;
  const credits = await getCredits(db, { organizationId: scope.organizationId });
  const first = file.records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells, row }) => row > 1 && cells.some((cell) => cell.trim() !== ''))
    .slice(0, BULK_SEND_LIMITS.previewRows)
    .map(({ cells, row }) => ({
      row,
      cells: file.columns.map((_, index) => cells[index] ?? ''),
      valid: !file.invalid.has(row),
    }));
  return {
    template: { id: template.id, name: template.name },
    separator: file.separator,
    columns: file.columns,
    rows: file.rowCount,
    invalidRows: file.invalid.size,
    valid: file.valid,
    first,
    issues: file.issues.slice(0, BULK_SEND_LIMITS.issuesMax),
    issuesLeftOut: Math.max(0, file.issues.length - BULK_SEND_LIMITS.issuesMax),
    creditsPerRow: perRow,
    creditsTotal: total,
    balance: { available: credits.currentcredits, debt: credits.debt },
    enough: credits.debt === 0 && credits.currentcredits >= total,
  };
}
