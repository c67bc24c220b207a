-- Jobs live in pg-boss's own schema (pgboss), created by pg-boss at start. Jobs still
-- pending in this table are not carried over: stop the web processes and let the workers
-- empty it before upgrading (docs/operations.md).
ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "jobs" CASCADE;--> statement-breakpoint
-- pg-boss's job ids are uuids; earlier messages keep a distinct key made of their old id.
ALTER TABLE "outbox_messages" ALTER COLUMN "job_id" SET DATA TYPE uuid USING lpad(to_hex("job_id"), 32, '0')::uuid;
