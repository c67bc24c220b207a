import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { listJobs, retryDeadJobs, type TJob } from '../platform/jobs/job-queue.ts';

const USAGE = `usage:
  npm run jobs -- list [--status pending|running|done|dead] [--type TYPE] [--limit N]
  npm run jobs -- retry ID [ID...]          a dead job runs again, its tries counted anew
  npm run jobs -- retry --dead [--type TYPE] every dead job (of that type)`;

const STATUSES = ['pending', 'running', 'done', 'dead'] as const;

function print(rows: TJob[]) {
  console.log(['id', 'type', 'status', 'tries', 'run at', 'last error'].join('\t'));
  for (const job of rows) {
    console.log(
      [
        job.id,
        job.type,
        job.status,
        `${job.attempts}/${job.maxAttempts}`,
        job.runAt.toISOString(),
        (job.lastError ?? '').replace(/\s+/g, ' ').slice(0, 120),
      ].join('\t'),
    );
  }
}

/** `npm run jobs`: list the job queue and retry dead jobs (see docs/operations.md). */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      type: { type: 'string' },
      limit: { type: 'string' },
      dead: { type: 'boolean' },
    },
  });
  const [command, ...ids] = positionals;
  const status = values.status as TJob['status'] | undefined;
  const badStatus = status !== undefined && !STATUSES.includes(status);
  const badIds = ids.some((id) => !/^\d+$/.test(id));
  if ((command !== 'list' && command !== 'retry') || badStatus || badIds) {
    console.error(USAGE);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    if (command === 'list') {
      print(
        await listJobs(database.db, {
          ...(status ? { status } : {}),
          ...(values.type ? { type: values.type } : {}),
          limit: Number(values.limit ?? 50),
        }),
      );
      return;
    }
    if (!ids.length && !values.dead) {
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    const retried = await retryDeadJobs(
      database.db,
      ids.length ? { ids: ids.map(Number) } : values.type ? { type: values.type } : {},
    );
    console.log(
      `retried ${retried.length} dead job(s)${retried.length ? `: ${retried.join(', ')}` : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
