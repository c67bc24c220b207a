CREATE TABLE "traveller_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"owner_user_id" text,
	"status" text NOT NULL,
	"document" jsonb NOT NULL,
	"completion" jsonb NOT NULL,
	"establishment" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"filled_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"purge_after" timestamp with time zone NOT NULL,
	CONSTRAINT "traveller_reports_operation_id_unique" UNIQUE("operation_id")
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "establishment_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "establishment_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "establishment_registry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "traveller_reports" ADD CONSTRAINT "traveller_reports_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_reports" ADD CONSTRAINT "traveller_reports_signer_id_operation_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."operation_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traveller_reports" ADD CONSTRAINT "traveller_reports_owner_user_id_auth_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traveller_reports_owner_idx" ON "traveller_reports" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "traveller_reports_purge_idx" ON "traveller_reports" USING btree ("purge_after");