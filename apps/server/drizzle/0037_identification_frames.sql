CREATE TABLE "identification_frames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"hash" text NOT NULL,
	"position" integer NOT NULL,
	"challenge_index" integer
);
--> statement-breakpoint
ALTER TABLE "identification_frames" ADD CONSTRAINT "identification_frames_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identification_frames_identification_idx" ON "identification_frames" USING btree ("identification_id");