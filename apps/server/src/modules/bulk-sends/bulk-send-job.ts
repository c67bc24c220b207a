import type { TCreateOperationResponse } from '@confirma/contracts/operations';
import { z } from 'zod';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { answeredIssue } from '../../platform/http/problem.ts';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJob, TJobContext, TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { releaseReservation } from '../credits/index.ts';
import { startRequest } from '../request-templates/index.ts';
import {
  closePendingRows,
  endBulkSend,
  findBulkSendById,
  markRowCreated,
  markRowFailed,
  nextPendingRow,
} from './bulk-send-queries.ts';
import { BULK_SEND_JOB, type TBulkSendsContext } from './bulk-sends.types.ts';
import type { TBulkRowError, TBulkRowRecord, TBulkSendRecord } from './bulk-sends-schema.ts';

export const ZBulkSendJob = z.object({ bulkId: z.uuid() });

/**
 * How long one try creates rows before it queues the rest as a new job (about 300 rows at
 * the 30 ms a row measured): a long bulk send does not hold a job slot for minutes.
 */
const TRY_BUDGET_MS = 10_000;
/**
 * A try's expiry: three times its budget, so a row that takes seconds on a loaded machine
 * still ends in time, and short, so that a bulk send whose worker died goes on within a
 * minute of a restart: the runner takes back at its start the tries whose expiry passed,
 * and the others as each expires (job-runner.ts, reclaimCrashedTries), instead of after
 * JOBS_EXPIRE_SECONDS (5 minutes). A row is never created twice: its creation commits with
 * the row marked `created` under a guarded update, so a stale try that wakes up rolls its
 * own creation back.
 */
const TRY_EXPIRY_SECONDS = 30;

/** Queues (in the caller's transaction) the job that creates the bulk send's pending rows. */
export function enqueueBulkSendJob(platform: TPlatform, db: TDbOrTx, job: { bulkId: string }) {
  return platform.jobs.enqueueChecked(db, BULK_SEND_JOB, ZBulkSendJob, job, {
    expireInSeconds: TRY_EXPIRY_SECONDS,
  });
}

export function bulkSendJobHandlers(templates: TBulkSendsContext): Record<string, TJobHandler> {
  return {
    [BULK_SEND_JOB]: (payload, job, ctx) =>
      runBulkSend(templates, jobPayload(ZBulkSendJob, payload), job, ctx),
  };
}

/**
 * Creates the bulk send's rows one after the other, in the file's order, each as a request
 * from the template (startRequest) paid out of the bulk send's reservation; the row's
 * operation is recorded in the creation's own transaction, so a row is created once
 * whatever happens to the job (a crash after the commit finds it created; before, finds it
 * pending and creates it). A row the creation refuses (an AppError below 500: a person the
 * template now needs, the template deleted…) is recorded with why, and its credits stay in
 * the reservation. Any other error fails the try, to be retried from the row it stopped at;
 * on the job's last try the row is recorded as failed instead. At the end (no row pending,
 * or a cancellation asked for) one transaction marks what is left cancelled, gives back
 * what the reservation did not use and ends the bulk send; after TRY_BUDGET_MS the rest is
 * queued as a new job.
 */
async function runBulkSend(
  templates: TBulkSendsContext,
  { bulkId }: z.infer<typeof ZBulkSendJob>,
  job: TJob,
  ctx: TJobContext,
) {
  const { db, platform } = templates.context;
  const lastTry = job.attempt >= job.maxAttempts;
  const started = Date.now();
  for (;;) {
    const bulk = await findBulkSendById(db, { id: bulkId });
    // Erased with its account, or ended by an earlier try: nothing left to do.
    if (bulk?.state !== 'running') return;
    if (bulk.cancelRequestedAt) return ctx.completeWith((tx) => endBulk(tx, bulk, 'cancelled'));
    const row = await nextPendingRow(db, { bulkId });
    if (!row) return ctx.completeWith((tx) => endBulk(tx, bulk, 'done'));
    if (Date.now() - started > TRY_BUDGET_MS) {
      return ctx.completeWith(async (tx) => {
        await enqueueBulkSendJob(platform, tx, { bulkId });
      });
    }
    ctx.signal.throwIfAborted();
    await createRow(templates, bulk, row, { lastTry, ctx });
  }
}

async function createRow(
  templates: TBulkSendsContext,
  bulk: TBulkSendRecord,
  row: TBulkRowRecord,
  { lastTry, ctx }: { lastTry: boolean; ctx: TJobContext },
) {
  const { db } = templates.context;
  const failed = (error: TBulkRowError) =>
    markRowFailed(db, { bulkId: bulk.id, row: row.row, error });
  if (!bulk.templateId) {
    return failed({ code: 'NOT_FOUND', detail: 'The template was deleted' });
  }
  try {
    await startRequest(templates, {
      scope: { organizationId: bulk.organizationId, id: bulk.templateId },
      request: row.request,
      meta: { ip: bulk.meta.ip, userAgent: bulk.meta.userAgent },
      senderUserId: bulk.meta.senderUserId,
      via: bulk.meta.via,
      reservation: bulk.id,
      record: (tx, answer) =>
        markRowCreated(tx, {
          bulkId: bulk.id,
          row: row.row,
          operationId: (answer as TCreateOperationResponse).uuids[0] ?? '',
        }),
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      // As the API would answer them: an English sentence and the i18n key.
      const issues = error.fieldIssues?.map(answeredIssue);
      return failed({ code: error.code, detail: error.detail ?? error.code, issues });
    }
    if (!lastTry) throw error;
    ctx.log.error({ err: error, bulkId: bulk.id, row: row.row }, 'bulk send row not created');
    return failed({ code: 'INTERNAL', detail: 'The request could not be created' });
  }
}

/** The rows left marked cancelled, the reservation's rest given back, the bulk send ended. */
async function endBulk(tx: TTx, bulk: TBulkSendRecord, state: 'done' | 'cancelled') {
  if (state === 'cancelled') await closePendingRows(tx, { bulkId: bulk.id, state: 'cancelled' });
  await releaseReservation(tx, { reference: bulk.id });
  await endBulkSend(tx, { id: bulk.id, state });
}
