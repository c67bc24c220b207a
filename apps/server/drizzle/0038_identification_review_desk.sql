CREATE TABLE "identification_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identification_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"decision" text NOT NULL,
	"reviewer_role" text NOT NULL,
	"reviewer_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_pkey";--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role");--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "review_by" text DEFAULT 'PLATFORM' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "review_four_eyes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identification_frames" ADD COLUMN "image_sha256" text;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "reuse_embedding" jsonb;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "review_by" text;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "review_four_eyes" boolean;--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "review_pending_id" uuid;--> statement-breakpoint
ALTER TABLE "identification_reviews" ADD CONSTRAINT "identification_reviews_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identification_reviews_identification_idx" ON "identification_reviews" USING btree ("identification_id");--> statement-breakpoint
CREATE INDEX "identifications_document_number_idx" ON "identifications" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "identifications_review_idx" ON "identifications" USING btree ("status","completed_at");--> statement-breakpoint
UPDATE "identifications" SET "review_by" = 'PLATFORM', "review_four_eyes" = false WHERE "status" = 'REVIEW';
