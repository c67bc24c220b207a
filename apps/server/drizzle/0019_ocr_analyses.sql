CREATE TABLE "ocr_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text,
	"document" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"images" jsonb NOT NULL,
	"portrait_sha256" text,
	"report_sha256" text,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocr_analyses" ADD CONSTRAINT "ocr_analyses_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocr_analyses_user_idx" ON "ocr_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ocr_analyses_created_idx" ON "ocr_analyses" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ocr_analyses_idempotency_idx" ON "ocr_analyses" USING btree ("user_id","idempotency_key") WHERE "ocr_analyses"."idempotency_key" is not null;