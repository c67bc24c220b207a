CREATE TABLE "operation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"flags" jsonb NOT NULL,
	"pages" integer NOT NULL,
	"original_sha256" text NOT NULL,
	"signed_sha256" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"order" integer NOT NULL,
	"operation_type" text NOT NULL,
	"signer_data" jsonb NOT NULL,
	"signature_types" jsonb NOT NULL,
	"docs" jsonb,
	"box_positions" jsonb,
	"email" text,
	"cellphone" text,
	"full_name" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"signed_at" timestamp with time zone,
	"strokes_encrypted" text
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_uuid" uuid NOT NULL,
	"owner_user_id" text,
	"op_class" integer NOT NULL,
	"signature_type" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"credits_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operation_documents" ADD CONSTRAINT "operation_documents_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD CONSTRAINT "operation_signers_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_owner_user_id_auth_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_signer_id_operation_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."operation_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_documents_operation_idx" ON "operation_documents" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "operation_signers_operation_idx" ON "operation_signers" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "operations_owner_idx" ON "operations" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_signer_idx" ON "otp_challenges" USING btree ("signer_id","created_at");