import type { TBulkRowState, TBulkSend } from '@confirma/contracts/bulk-sends';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { readReservation } from '../credits/index.ts';
import type { TRequestTemplatesContext } from '../request-templates/index.ts';
import { countRows } from './bulk-send-queries.ts';
import type { TBulkSendRecord } from './bulk-sends-schema.ts';

/**
 * What the module runs on: the request templates' context (the operations service's
 * platform and creation), through which every row is created.
 */
export type TBulkSendsContext = TRequestTemplatesContext;

/** The job that creates a bulk send's rows (payload: ZBulkSendJob). */
export const BULK_SEND_JOB = 'bulk-sends.run';

/** Where a bulk send's result file is read (the same credentials). */
export const resultUrl = (id: string) => `/api/bulk-sends/${id}/result.csv`;

/** A bulk send as the API shows it, from its row, its rows' counts and its reservation. */
export function bulkSendOf(
  record: TBulkSendRecord,
  counts: Record<TBulkRowState, number>,
  reservation: { consumed: number; released: number } | undefined,
): TBulkSend {
  return {
    id: record.id,
    templateId: record.templateId,
    templateName: record.templateName,
    state: record.state,
    total: record.total,
    ...counts,
    credits: {
      reserved: record.creditsReserved,
      used: reservation?.consumed ?? 0,
      returned: reservation?.released ?? 0,
    },
    cancelling: record.state === 'running' && record.cancelRequestedAt !== null,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    resultUrl: resultUrl(record.id),
  };
}

/** Reads what `bulkSendOf` needs besides the row and answers the bulk send. */
export async function readBulkSend(db: TDbOrTx, record: TBulkSendRecord): Promise<TBulkSend> {
  const [counts, reservation] = await Promise.all([
    countRows(db, { bulkId: record.id }),
    readReservation(db, { reference: record.id }),
  ]);
  return bulkSendOf(record, counts, reservation);
}
