ALTER TABLE "operation_signers" ADD COLUMN "fields" jsonb;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "filled_fields" jsonb;