import { integer, interval, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The schema pg-boss creates and migrates itself (never by drizzle-kit: see job-queue.ts). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * A job's state in pg-boss: waiting (`created`, `retry` after a failed try), running
 * (`active`), or ended: `completed`, `cancelled`, and `failed` after its last try, the dead
 * letters that `npm run jobs` lists and retries.
 */
export const JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** The states of a job still to run or running: work is still queued for it. */
export const LIVE_JOB_STATES: TJobState[] = ['created', 'retry', 'active'];

/**
 * pg-boss's job table (schema version 24, pg-boss 10), declared for reading: the listing of
 * `npm run jobs`, which jobs are still queued, which blobs a queued job names. Jobs are
 * written through pg-boss only, except where job-runner.ts says otherwise. Kept out of
 * db-schema.ts, so drizzle-kit never generates a migration for it.
 */
export const jobs = pgSchema(JOBS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  /** The queue: our job type. */
  name: text('name').notNull(),
  data: jsonb('data'),
  state: text('state').$type<TJobState>().notNull(),
  retryLimit: integer('retry_limit').notNull(),
  /** Tries after the first that have started. */
  retryCount: integer('retry_count').notNull(),
  startAfter: timestamp('start_after', { withTimezone: true }).notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  /** How long a try may run before it is failed and the job taken again (its expiry). */
  expireIn: interval('expire_in').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  /** The failure of the last try (`{message}`), or pg-boss's word on an expired one. */
  output: jsonb('output'),
});
