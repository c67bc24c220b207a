ALTER TABLE "account_profiles" ADD COLUMN "brand_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "brand_logo_sha256" text;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_brand_color_check" CHECK ("account_profiles"."brand_color" ~ '^#[0-9a-f]{6}$');