import { buildApp } from './app.ts';
import { createServices } from './create-services.ts';
import { prepareJobs } from './job-handlers.ts';
import { ConfigError, loadConfig, loadDotEnv } from './platform/config.ts';
import { createLogger } from './platform/logger.ts';
import { createPlatform, createWorker } from './platform/platform.ts';

/** Process entry: config, database + migrations, HTTP server and job worker by ROLE. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config);
  const platform = await createPlatform(config, log);
  // Built once, handed to both the HTTP app and the job worker.
  const services = await createServices(platform);
  const runsJobs = config.ROLE !== 'web';
  const handlers = await prepareJobs(platform, services, { schedule: runsJobs });
  const worker = runsJobs ? createWorker(platform, handlers) : undefined;
  const app = config.ROLE === 'worker' ? undefined : await buildApp(platform, services);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app?.close();
    await worker?.stop();
    await services.close();
    await platform.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  worker?.start();
  if (app) {
    await app.listen({ host: config.HOST, port: config.PORT });
    // Uploads are read and the signer's first page drawn in threads: have them ready
    // before the first request.
    Promise.all([services.operations.warm(), services.previews.renderer.warm()]).catch(
      (error: unknown) => log.warn({ err: error }, 'the PDF threads did not start'),
    );
  }
  log.info(
    { role: config.ROLE, db: platform.database.kind, dataDir: config.DATA_DIR },
    'confirma started',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
