CREATE TABLE "issued_certificates" (
	"serial_hex" text PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"operation_id" uuid,
	"signer_id" uuid,
	"subject" text NOT NULL,
	"level" text,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"der" "bytea" NOT NULL,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_certificates_revocation_reason" CHECK (("issued_certificates"."revoked_at" is null) = ("issued_certificates"."revocation_reason" is null))
);
--> statement-breakpoint
CREATE INDEX "issued_certificates_revoked_idx" ON "issued_certificates" USING btree ("revoked_at") WHERE "issued_certificates"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "issued_certificates_operation_idx" ON "issued_certificates" USING btree ("operation_id");