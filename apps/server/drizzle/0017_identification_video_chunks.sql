CREATE TABLE "identification_video_chunks" (
	"identification_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identification_video_chunks_identification_id_index_pk" PRIMARY KEY("identification_id","index")
);
--> statement-breakpoint
ALTER TABLE "identification_video_chunks" ADD CONSTRAINT "identification_video_chunks_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;