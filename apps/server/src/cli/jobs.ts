import { parseArgs } from 'node:util';
import { listJobs, type TJobListing } from '../platform/jobs/job-queries.ts';
import { openJobQueue } from '../platform/jobs/job-queue.ts';
import { JOB_STATES, type TJobState } from '../platform/jobs/job-table.ts';
import { createLogger } from '../platform/logger.ts';
import { openCliDatabase } from './cli-database.ts';

const USAGE = `usage:
  npm run jobs -- list [--state ${JOB_STATES.join('|')}] [--type TYPE] [--limit N]
  npm run jobs -- retry ID [ID...]             a failed (dead) job gets one more try, now
  npm run jobs -- retry --failed [--type TYPE] every failed job (of that type)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function print(rows: TJobListing[]) {
  console.log(['id', 'type', 'state', 'tries', 'run at', 'last error'].join('\t'));
  for (const job of rows) {
    console.log(
      [
        job.id,
        job.type,
        job.state,
        `${job.tries}/${job.maxTries}`,
        job.startAfter.toISOString(),
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
      state: { type: 'string' },
      type: { type: 'string' },
      limit: { type: 'string' },
      failed: { type: 'boolean' },
    },
  });
  const [command, ...ids] = positionals;
  const state = values.state as TJobState | undefined;
  const badState = state !== undefined && !JOB_STATES.includes(state);
  const badIds = ids.some((id) => !UUID.test(id));
  const badRetry = command === 'retry' && !ids.length && !values.failed;
  if ((command !== 'list' && command !== 'retry') || badState || badIds || badRetry) {
    console.error(USAGE);
    process.exit(2);
  }
  const { config, database } = await openCliDatabase();
  try {
    // Installs pg-boss's schema if the server never ran here; maintains nothing.
    const queue = await openJobQueue(database, config, {
      log: createLogger(config),
      maintain: false,
    });
    if (command === 'list') {
      print(
        await listJobs(database.db, {
          state,
          type: values.type,
          limit: Number(values.limit ?? 50),
        }),
      );
    } else {
      const retried = await queue.retryFailed(ids.length ? { ids } : { type: values.type });
      console.log(
        `retried ${retried.length} failed job(s)${retried.length ? `: ${retried.join(', ')}` : ''}`,
      );
    }
    await queue.stop();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
