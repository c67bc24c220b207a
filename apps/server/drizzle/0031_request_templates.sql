CREATE TABLE "request_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"signing_order" text DEFAULT 'sequential' NOT NULL,
	"copies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roles" jsonb NOT NULL,
	"document_sha256" text,
	"document_name" text,
	"document_pages" integer,
	"document_page_sizes" jsonb,
	"contract_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_templates_document_check" CHECK (("request_templates"."document_sha256" is null) <> ("request_templates"."contract_type" is null))
);
--> statement-breakpoint
ALTER TABLE "request_templates" ADD CONSTRAINT "request_templates_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_templates_user_idx" ON "request_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "request_templates_document_idx" ON "request_templates" USING btree ("document_sha256");