CREATE TABLE "evidence_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_sha256" text,
	"data" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_events_chain_idx" ON "evidence_events" USING btree ("subject_type","subject_id","seq");--> statement-breakpoint
CREATE INDEX "evidence_events_time_idx" ON "evidence_events" USING btree ("occurred_at");