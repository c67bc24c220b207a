CREATE TABLE "checkins" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"establishment_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"booking_reference" text DEFAULT '' NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"registry" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'SIGN' NOT NULL,
	"daily_limit" integer NOT NULL,
	"link_token" text NOT NULL,
	"link_paused" boolean DEFAULT false NOT NULL,
	"ses_landlord_code" text,
	"ses_establishment_code" text,
	"ses_username" text,
	"ses_password_encrypted" text,
	"ses_environment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "establishments_link_token_unique" UNIQUE("link_token")
);
--> statement-breakpoint
CREATE TABLE "ses_communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"lote" text,
	"communication_code" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"xml_sha256" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ses_communications_report_id_unique" UNIQUE("report_id")
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_communications" ADD CONSTRAINT "ses_communications_report_id_traveller_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."traveller_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_communications" ADD CONSTRAINT "ses_communications_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkins_establishment_idx" ON "checkins" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "establishments_organization_idx" ON "establishments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ses_communications_due_idx" ON "ses_communications" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "ses_communications_establishment_idx" ON "ses_communications" USING btree ("establishment_id");--> statement-breakpoint
INSERT INTO "establishments" ("organization_id", "name", "address", "registry", "daily_limit", "link_token", "link_paused")
SELECT p."user_id", p."establishment_name", p."establishment_address", p."establishment_registry", 50, replace(gen_random_uuid()::text, '-', ''), true
FROM "account_profiles" p JOIN "auth_organizations" o ON o."id" = p."user_id"
WHERE p."establishment_name" <> '';
