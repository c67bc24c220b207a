import { shareWorkersAcrossPools } from '@confirma/vision';
import type { DestinationStream } from 'pino';
import { buildApp, type TApp } from '../../src/app.ts';
import { createServices, type TServices } from '../../src/create-services.ts';
import { prepareJobs } from '../../src/job-handlers.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { TJobRunner } from '../../src/platform/jobs/job-runner.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createPlatform, createWorker, type TPlatform } from '../../src/platform/platform.ts';
import { shareThreadsAcrossPools } from '../../src/platform/workers/worker-pool.ts';
import { freePort } from './free-port.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

// The test servers of one vitest worker run one after the other in one process: each hands
// its idle threads (their modules and vision models loaded) to the next, which would
// otherwise load them again, seconds per thread.
shareThreadsAcrossPools();
shareWorkersAcrossPools();

export interface TTestServer {
  url: string;
  app: TApp;
  platform: TPlatform;
  /** The services the app and the worker share (the signing service, the token verifier). */
  services: TServices;
  worker: TJobRunner;
  database: TTestDatabase;
  close(): Promise<void>;
}

/**
 * Where a server answers: all the signer's side of the test support needs, so it drives a
 * test server and the product an e2e file started alike.
 */
export type TServerAddress = Pick<TTestServer, 'url'>;

/**
 * The real server on a random port over a fresh database, or over `options.database`,
 * another test server's (a second server process on the same PostgreSQL; closing it leaves
 * the database to its owner). The worker is created but not started, and nothing runs in
 * the background (no expiry, archiving or schedules): tests call `worker.drain()` to run
 * the jobs that are due. A failed try waits a minute or more, so a drain never retries it;
 * `retriesDue` (support/jobs.ts) makes the retries due. `log` receives what is logged (at
 * LOG_LEVEL, silent unless set) instead of stdout.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { log?: DestinationStream; database?: TTestDatabase } = {},
): Promise<TTestServer> {
  const database = options.database ?? (await createTestDatabase());
  // The public URL must be known before the app is built (links in e-mails, origin checks).
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${env.PORT ?? port}`,
    WEB_DIST_DIR: '/nonexistent',
    JOBS_RETRY_DELAY_SECONDS: '60',
    SENDER_NOTICE_DELAY_SECONDS: '0',
    // Drawing each new document's first page costs a render thread's CPU per test file;
    // page-previews.int.test.ts turns it on.
    PAGE_PREVIEWS_AHEAD: 'false',
    // Tests fire their bursts on a shared, loaded machine: writes wait their turn instead of
    // being refused (admission.test.ts and security/health-under-load test the refusals).
    ADMISSION_WAITING: '10000',
    ADMISSION_WAIT_MS: '600000',
    ...database.env,
    ...env,
  });
  const platform = await createPlatform(config, createLogger(config, options.log), {
    maintainJobs: false,
  });
  const services = await createServices(platform);
  const handlers = await prepareJobs(platform, services, { schedule: false });
  const app = await buildApp(platform, services);
  await app.listen({ host: '127.0.0.1', port: config.PORT });
  const worker = createWorker(platform, handlers);
  return {
    url: config.PUBLIC_URL,
    app,
    platform,
    services,
    worker,
    database,
    async close() {
      await worker.stop();
      await app.close();
      await services.close();
      await platform.close();
      if (!options.database) await database.drop();
    },
  };
}
