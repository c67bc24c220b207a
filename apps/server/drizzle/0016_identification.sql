CREATE TABLE "identification_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identification_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"image_sha256" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"status" text DEFAULT 'SESSION' NOT NULL,
	"stage" text DEFAULT 'FACE' NOT NULL,
	"face_embedding" jsonb,
	"face_score" real,
	"match_score" real,
	"front_confidence" real,
	"back_confidence" real,
	"extracted" jsonb,
	"result" jsonb,
	"video_sha256" text,
	"video_size" real,
	"certificate_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identification_captures" ADD CONSTRAINT "identification_captures_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_signer_id_operation_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."operation_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identification_captures_identification_idx" ON "identification_captures" USING btree ("identification_id");--> statement-breakpoint
CREATE INDEX "identification_captures_image_idx" ON "identification_captures" USING btree ("image_sha256");--> statement-breakpoint
CREATE INDEX "identifications_operation_idx" ON "identifications" USING btree ("operation_id","created_at");--> statement-breakpoint
CREATE INDEX "identifications_video_idx" ON "identifications" USING btree ("video_sha256");