import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { TBlobStore } from './blobs/blob-store.ts';
import { openBlobStore } from './blobs/open-blob-store.ts';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDbOrTx } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createAccountEvents, type TAccountEvents } from './events/account-events.ts';
import { createNotificationHub, type TNotificationHub } from './events/notifications.ts';
import { createIdempotency, type TIdempotency } from './idempotency/idempotency.ts';
import { openJobQueue, type TEnqueueOptions, type TJobQueue } from './jobs/job-queue.ts';
import { createJobRunner, type TJobHandler, type TJobRunner } from './jobs/job-runner.ts';
import type { TLogger } from './logger.ts';
import {
  composeMail,
  createMailHandler,
  MAIL_JOB,
  type TQueueMail,
  ZMailMessage,
} from './mail/mail.ts';
import type { TOutboundClient } from './outbound/outbound.types.ts';
import { outboundClientFor } from './outbound/outbound-client.ts';
import { loadOrCreateSecret } from './secrets.ts';
import { createSmsHandler, SMS_JOB, type TQueueSms, ZSmsMessage } from './sms/sms.ts';

/** The shared services every module receives: built once per process. */
export interface TPlatform {
  config: TConfig;
  log: TLogger;
  database: TDatabase;
  blobs: TBlobStore;
  /** The job queue (pg-boss): queues, schedules, retries of dead jobs. */
  jobs: TJobQueue;
  /** Queues a job in the caller's transaction (transactional outbox); returns its id. */
  enqueue(db: TDbOrTx, type: string, payload: object, options?: TEnqueueOptions): Promise<string>;
  queueMail: TQueueMail;
  queueSms: TQueueSms;
  /**
   * This process's LISTEN side of PostgreSQL notifications (writers call `notify` in their
   * transaction: events/notifications.ts), one listener fanned out to subscribers.
   */
  notifications: TNotificationHub;
  /** Idempotency-Key handling of the creating requests (one table, every process). */
  idempotency: TIdempotency;
  /** Accounts' live events (operations moved, credits changed), from every process. */
  accountEvents: TAccountEvents;
  /**
   * Every outbound HTTP call (webhooks, TSA_URL, the SMS provider, payment APIs, the CAs of
   * configured certificates): the address policy for users' addresses, no redirects, time
   * and size limits, OUTBOUND_MAX_CONCURRENT at once, the caller's write slot given up.
   */
  outbound: TOutboundClient;
  /** Signs sessions and API tokens (AUTH_SECRET, or generated once under DATA_DIR/secrets). */
  authSecret: string;
  /** The domain every operation belongs to (DOMAIN_UUID, or generated once). */
  domainUuid: string;
  /** Stops the job queue's maintenance and the listener, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrations applied) and the job queue. `maintainJobs`: this process
 * expires the tries of crashed workers, archives ended jobs and fires the schedules; by
 * default a worker does (ROLE worker or all), a web process does not.
 */
export async function createPlatform(
  config: TConfig,
  log: TLogger,
  { maintainJobs = config.ROLE !== 'web' }: { maintainJobs?: boolean } = {},
): Promise<TPlatform> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  let jobs: TJobQueue;
  try {
    await migrateDatabase(database);
    jobs = await openJobQueue(database, config, { log, maintain: maintainJobs });
  } catch (error) {
    await database.close();
    throw error;
  }
  const authSecret =
    config.AUTH_SECRET ?? (await loadOrCreateSecret(config.DATA_DIR, 'auth-secret'));
  const domainUuid =
    config.DOMAIN_UUID ?? (await loadOrCreateSecret(config.DATA_DIR, 'domain-uuid', randomUUID));
  const notifications = createNotificationHub(database, log);
  const outbound = outboundClientFor(config);
  return {
    config,
    log,
    database,
    blobs: openBlobStore(config.BLOB_STORE, config, database.db),
    jobs,
    enqueue: jobs.enqueue,
    // A message that cannot be sent is a dead letter, never an error of the sender's change.
    queueMail: (db, request) =>
      jobs.enqueueChecked(db, MAIL_JOB, ZMailMessage, composeMail(request)),
    queueSms: (db, message) => jobs.enqueueChecked(db, SMS_JOB, ZSmsMessage, message),
    notifications,
    idempotency: createIdempotency({ db: database.db, secret: authSecret }),
    accountEvents: createAccountEvents(notifications, log),
    outbound,
    authSecret,
    domainUuid,
    async close() {
      await jobs.stop();
      await notifications.close();
      await database.close();
    },
  };
}

/** The platform's own job handlers; modules add theirs. */
export function platformJobHandlers(platform: TPlatform): Record<string, TJobHandler> {
  const { config } = platform;
  return {
    [MAIL_JOB]: createMailHandler({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      blobs: platform.blobs,
    }),
    [SMS_JOB]: createSmsHandler({
      provider: config.SMS_PROVIDER_URL
        ? {
            url: config.SMS_PROVIDER_URL,
            token: config.SMS_PROVIDER_TOKEN,
            fetch: platform.outbound.configured(config.SMS_PROVIDER_URL),
          }
        : undefined,
      sender: config.SMS_SENDER,
    }),
  };
}

/** This process's job worker over the handlers given (started by main.ts, drained by tests). */
export function createWorker(
  platform: TPlatform,
  handlers: Record<string, TJobHandler>,
): TJobRunner {
  const { config } = platform;
  return createJobRunner({
    db: platform.database.db,
    boss: platform.jobs.boss,
    log: platform.log,
    handlers,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    retryDelayMaxSeconds: config.JOBS_RETRY_DELAY_MAX_SECONDS,
  });
}
