CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'RECEIVED' NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"nif" text,
	"operation_type" text,
	"message" text,
	"consents" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_state_check" CHECK ("contacts"."state" in ('RECEIVED')),
	CONSTRAINT "contacts_kind_check" CHECK ("contacts"."kind" in ('API', 'CONTACT_PAGE', 'CONTACT_REQUEST'))
);
--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");