ALTER TABLE "account_profiles" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "notify_signer_signed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "notify_all_signed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "notify_rejected" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "notify_expired" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "operation_signers_turn_idx" ON "operation_signers" USING btree ("invited_at") WHERE "operation_signers"."status" in ('INVITED', 'OPENED', 'DOCUMENT_READ', 'OTP_SENT');--> statement-breakpoint
-- Signers whose turn had begun before this upgrade: their automatic reminders count from
-- the upgrade (not from their invitation, which was not kept), so none is due at once.
UPDATE "operation_signers" SET "invited_at" = now() WHERE "status" <> 'PENDING';
