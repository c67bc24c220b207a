CREATE TABLE "evidence_anchors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"seq" integer NOT NULL,
	"head_hash" text NOT NULL,
	"token" text NOT NULL,
	"gen_time" timestamp (3) with time zone NOT NULL,
	"tsa" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_anchors_head_idx" ON "evidence_anchors" USING btree ("subject_type","subject_id","seq");