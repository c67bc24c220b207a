import { collectBlobs } from './blob-collection.ts';
import type { TServices } from './create-services.ts';
import { bulkSendJobHandlers } from './modules/bulk-sends/index.ts';
import { ANCHOR_JOB, anchorMovedChains, createAnchorHandler } from './modules/evidence/index.ts';
import { identificationJobHandlers, purgeIdentifications } from './modules/identification/index.ts';
import { invoiceJobHandlers } from './modules/invoices/index.ts';
import { notificationJobHandlers } from './modules/notifications/index.ts';
import { purgeOcrAnalyses } from './modules/ocr/index.ts';
import { PAYMENTS_SWEEP_JOB } from './modules/payments/index.ts';
import {
  alertEstablishments,
  runSesCommunications,
  SES_COMMUNICATE_JOB,
} from './modules/ses-communications/index.ts';
import { purgeTravellerReports } from './modules/traveller/index.ts';
import { webhookJobHandlers } from './modules/webhooks/index.ts';
import { purgeRateLimits } from './platform/http/rate-limit.ts';
import { IDEMPOTENCY_KEY_HOURS } from './platform/idempotency/idempotency.ts';
import type { TJobHandler } from './platform/jobs/job-runner.ts';
import type { TLogger } from './platform/logger.ts';
import { platformJobHandlers, type TPlatform } from './platform/platform.ts';
import { HOUR_MS } from './platform/time-units.ts';

/** Work a cron schedule sends as a job: what it runs, and the counts worth a log line. */
interface TPeriodicJob {
  type: string;
  cron: string;
  /** When the work may outlast JOBS_EXPIRE_SECONDS. */
  expireSeconds?: number;
  run(log: TLogger): Promise<Record<string, number>>;
}

/**
 * The periodic work, one job per schedule tick across all workers (pg-boss schedules):
 * the operation sweep (EXPIRY_SWEEP_CRON: expiry, lost seal jobs, automatic reminders), the payments sweep
 * (EXPIRY_SWEEP_CRON: expired bank transfers), the anchoring of moved
 * evidence chains (EVIDENCE_ANCHOR_CRON), the identification retention purge
 * (IDENTIFICATION_RETENTION_CRON), the OCR retention purge (OCR_RETENTION_CRON), the traveller
 * reports' retention purge (TRAVELLER_RETENTION_CRON), the partes' communications to
 * SES.HOSPEDAJES (SES_CRON: queued, sent, their lotes asked about, establishments alerted), the purge of idempotency keys past
 * IDEMPOTENCY_KEY_HOURS (EXPIRY_SWEEP_CRON), the purge of rate-limit counters whose window
 * ended (EXPIRY_SWEEP_CRON), the PAdES B-LTA renewal of signed documents' archive time
 * stamps (ARCHIVE_TIME_STAMP_CRON) and the collection of unreferenced blobs (BLOB_GC_CRON).
 */
function periodicJobs(
  platform: TPlatform,
  {
    operations,
    signing,
    workspace,
    payments,
    identification,
    ocr,
  }: Pick<
    TServices,
    'operations' | 'signing' | 'workspace' | 'payments' | 'identification' | 'ocr'
  >,
) {
  const { config } = platform;
  const periodic: TPeriodicJob[] = [
    {
      type: 'operations.sweep',
      cron: config.EXPIRY_SWEEP_CRON,
      run: async () => ({
        ...(await operations.sweep()),
        ...(await signing.sweep()),
        ...(await workspace.sweep()),
      }),
    },
    { type: PAYMENTS_SWEEP_JOB, cron: config.EXPIRY_SWEEP_CRON, run: payments.sweep },
    {
      type: 'evidence.anchor-sweep',
      cron: config.EVIDENCE_ANCHOR_CRON,
      async run(log) {
        const { anchored, refused } = await anchorMovedChains(
          platform.database.db,
          operations.sealer,
        );
        if (refused.length) log.error({ refused }, 'evidence chains that do not verify');
        return { anchored };
      },
    },
    {
      type: 'identification.retention',
      cron: config.IDENTIFICATION_RETENTION_CRON,
      expireSeconds: 3600,
      run: (log) => purgeIdentifications(identification.context, log),
    },
    {
      type: 'ocr.retention',
      cron: config.OCR_RETENTION_CRON,
      expireSeconds: 3600,
      run: () => purgeOcrAnalyses(ocr.context),
    },
    {
      type: 'traveller.retention',
      cron: config.TRAVELLER_RETENTION_CRON,
      expireSeconds: 3600,
      run: () => purgeTravellerReports(platform.database.db),
    },
    {
      type: SES_COMMUNICATE_JOB,
      cron: config.SES_CRON,
      async run(log) {
        const context = { platform, db: platform.database.db };
        const counts = await runSesCommunications(context, log);
        return { ...counts, alerted: await alertEstablishments(context) };
      },
    },
    {
      type: 'idempotency.purge',
      cron: config.EXPIRY_SWEEP_CRON,
      async run() {
        const before = new Date(Date.now() - IDEMPOTENCY_KEY_HOURS * HOUR_MS);
        return { purged: await platform.idempotency.purge(before) };
      },
    },
    {
      type: 'rate-limits.purge',
      cron: config.EXPIRY_SWEEP_CRON,
      async run() {
        return { purged: await purgeRateLimits(platform.database.db) };
      },
    },
    {
      type: 'signing.archive-time-stamps',
      cron: config.ARCHIVE_TIME_STAMP_CRON,
      expireSeconds: 3600,
      run: () => signing.renewArchiveTimeStamps(),
    },
    {
      type: 'blobs.collect',
      cron: config.BLOB_GC_CRON,
      expireSeconds: 3600,
      run: () => collectBlobs(platform),
    },
  ];
  return periodic;
}

function periodicHandler({ type, run }: TPeriodicJob): TJobHandler {
  return async (_payload, _job, ctx) => {
    const counts = await run(ctx.log);
    if (Object.values(counts).some((count) => count > 0)) ctx.log.info(counts, type);
  };
}

/**
 * Readies the job queue for this process and returns every handler (the platform's, the
 * modules' and the periodic ones): each queue exists (a web process sends jobs too), and
 * with `schedule` (workers) the periodic jobs are scheduled. A periodic queue holds one
 * waiting and one running job at most, and a failed run is not retried: the next tick is
 * the retry.
 */
export async function prepareJobs(
  platform: TPlatform,
  services: Pick<
    TServices,
    'operations' | 'signing' | 'workspace' | 'payments' | 'identification' | 'ocr' | 'webhooks'
  >,
  { schedule }: { schedule: boolean },
): Promise<Record<string, TJobHandler>> {
  const { operations, signing, workspace, payments, identification } = services;
  const sent: Record<string, TJobHandler> = {
    ...platformJobHandlers(platform),
    ...signing.jobHandlers(),
    ...workspace.jobHandlers(),
    ...payments.jobHandlers(),
    [ANCHOR_JOB]: createAnchorHandler(operations.sealer),
    ...invoiceJobHandlers({ platform, sealer: operations.sealer }),
    ...identificationJobHandlers(identification.context),
    ...notificationJobHandlers(operations.context),
    ...webhookJobHandlers(services.webhooks),
    ...bulkSendJobHandlers(operations),
  };
  const periodic = periodicJobs(platform, services);
  await platform.jobs.createQueues(Object.keys(sent));
  await platform.jobs.createQueues(
    periodic.map((job) => job.type),
    { policy: 'stately' },
  );
  if (schedule) {
    for (const job of periodic) {
      await platform.jobs.schedule(job.type, job.cron, {
        retryLimit: 0,
        ...(job.expireSeconds ? { expireInSeconds: job.expireSeconds } : {}),
      });
    }
  }
  return {
    ...sent,
    ...Object.fromEntries(periodic.map((job) => [job.type, periodicHandler(job)])),
  };
}
