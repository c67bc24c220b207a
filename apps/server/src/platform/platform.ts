import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createDiskBlobStore, type TBlobStore } from './blobs/blob-store.ts';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDbOrTx } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { enqueueJob, type TEnqueueOptions } from './jobs/job-queue.ts';
import { createJobRunner, type TJobHandler, type TJobRunner } from './jobs/job-runner.ts';
import type { TLogger } from './logger.ts';
import { createMailHandler, MAIL_JOB, type TQueueMail, ZMailMessage } from './mail/mail.ts';
import { loadOrCreateSecret } from './secrets.ts';
import { createSmsHandler, SMS_JOB, type TQueueSms, ZSmsMessage } from './sms/sms.ts';

/** The shared services every module receives: built once per process. */
export interface TPlatform {
  config: TConfig;
  log: TLogger;
  database: TDatabase;
  blobs: TBlobStore;
  enqueue(db: TDbOrTx, type: string, payload: unknown, options?: TEnqueueOptions): Promise<number>;
  queueMail: TQueueMail;
  queueSms: TQueueSms;
  /** Signs sessions and API tokens (AUTH_SECRET, or generated once under DATA_DIR/secrets). */
  authSecret: string;
  /** The domain every operation belongs to (DOMAIN_UUID, or generated once). */
  domainUuid: string;
}

export async function createPlatform(config: TConfig, log: TLogger): Promise<TPlatform> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const authSecret =
    config.AUTH_SECRET ?? (await loadOrCreateSecret(config.DATA_DIR, 'auth-secret'));
  const domainUuid =
    config.DOMAIN_UUID ?? (await loadOrCreateSecret(config.DATA_DIR, 'domain-uuid', randomUUID));
  const enqueue: TPlatform['enqueue'] = (db, type, payload, options = {}) =>
    enqueueJob(db, type, payload, { ...options, defaultMaxAttempts: config.JOBS_MAX_ATTEMPTS });
  return {
    config,
    log,
    database,
    blobs: createDiskBlobStore(path.join(config.DATA_DIR, 'blobs')),
    enqueue,
    queueMail: (db, message) => enqueue(db, MAIL_JOB, ZMailMessage.parse(message)),
    queueSms: (db, message) => enqueue(db, SMS_JOB, ZSmsMessage.parse(message)),
    authSecret,
    domainUuid,
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
      providerUrl: config.SMS_PROVIDER_URL,
      providerToken: config.SMS_PROVIDER_TOKEN,
      sender: config.SMS_SENDER,
    }),
  };
}

export function createWorker(
  platform: TPlatform,
  handlers: Record<string, TJobHandler>,
): TJobRunner {
  const { config } = platform;
  return createJobRunner({
    db: platform.database.db,
    log: platform.log,
    handlers,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    leaseMs: config.JOBS_LEASE_MS,
    backoffBaseMs: config.JOBS_BACKOFF_BASE_MS,
    backoffMaxMs: config.JOBS_BACKOFF_MAX_MS,
  });
}
