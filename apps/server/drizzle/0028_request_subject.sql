ALTER TABLE "operations" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "copy_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;