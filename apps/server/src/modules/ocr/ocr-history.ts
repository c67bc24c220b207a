import type { TOcrHistoryEntry } from '@confirma/contracts/ocr';
import type { TOcrAnalysisRow, TOcrContext } from './ocr.types.ts';
import { listAnalyses } from './ocr-queries.ts';

const HISTORY_LIMIT = 200;

/** My Account's history of analyses: the newest first, each with what identifies it. */
export async function ocrHistory(
  context: TOcrContext,
  { userId }: { userId: string },
): Promise<TOcrHistoryEntry[]> {
  const rows = await listAnalyses(context.db, { userId, limit: HISTORY_LIMIT });
  return rows.map(historyEntryOf);
}

function historyEntryOf(row: TOcrAnalysisRow): TOcrHistoryEntry {
  const { fields, checks } = row.result;
  const name = [fields.firstName?.value, fields.lastName?.value].filter(Boolean).join(' ');
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    document: row.document,
    name: name || null,
    documentNumber: fields.personalNumber?.value ?? fields.documentNumber?.value ?? null,
    mrzValid: checks.mrzValid,
    expired: checks.expired,
  };
}
