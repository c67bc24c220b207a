ALTER TABLE "operation_signers" ADD COLUMN "signature_method" text;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "signature_image_sha256" text;--> statement-breakpoint
ALTER TABLE "operation_signers" ADD COLUMN "seal_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before routing, every signer of a live operation could act: make them INVITED.
UPDATE "operation_signers" SET "status" = 'INVITED' WHERE "status" = 'PENDING';
