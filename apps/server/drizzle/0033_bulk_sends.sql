CREATE TABLE "bulk_send_rows" (
	"bulk_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"request" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"operation_id" uuid,
	"error" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_send_rows_bulk_id_row_pk" PRIMARY KEY("bulk_id","row"),
	CONSTRAINT "bulk_send_rows_state_check" CHECK ("bulk_send_rows"."state" in ('pending', 'created', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"template_id" uuid,
	"template_name" text NOT NULL,
	"roles" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"credits_reserved" integer NOT NULL,
	"meta" jsonb NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_sends_state_check" CHECK ("bulk_sends"."state" in ('running', 'done', 'cancelled')),
	CONSTRAINT "bulk_sends_finished_check" CHECK (("bulk_sends"."state" = 'running') = ("bulk_sends"."finished_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bulk_send_rows" ADD CONSTRAINT "bulk_send_rows_bulk_id_bulk_sends_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_template_id_request_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."request_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_sends_user_idx" ON "bulk_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_sends_template_idx" ON "bulk_sends" USING btree ("template_id");