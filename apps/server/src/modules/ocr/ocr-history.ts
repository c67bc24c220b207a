import type { TOcrHistoryEntry, TOcrHistoryResponse } from '@confirma/contracts/ocr';
import type { TPageQuery } from '@confirma/contracts/pagination';
import type { TOcrAnalysisRow, TOcrContext } from './ocr.types.ts';
import { listAnalyses } from './ocr-queries.ts';

/** My Account's history of analyses: a page, the newest first, each with what identifies it. */
export async function ocrHistory(
  context: TOcrContext,
  { organizationId, query }: { organizationId: string; query: TPageQuery },
): Promise<TOcrHistoryResponse> {
  const { rows, nextCursor } = await listAnalyses(context.db, { organizationId, ...query });
  return { analyses: rows.map(historyEntryOf), nextCursor };
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
