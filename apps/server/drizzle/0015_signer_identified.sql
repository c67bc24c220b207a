DROP INDEX "operation_signers_turn_idx";--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "operation_signers_turn_idx" ON "operation_signers" USING btree ("invited_at") WHERE "operation_signers"."status" in ('INVITED', 'OPENED', 'IDENTIFYING', 'IDENTIFIED', 'DOCUMENT_READ', 'OTP_SENT');