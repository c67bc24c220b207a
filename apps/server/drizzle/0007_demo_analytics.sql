CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_category_idx" ON "analytics_events" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "demo_used_challenges_expires_idx" ON "demo_used_challenges" USING btree ("expires_at");