CREATE TABLE "auth_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_members" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"monthly_credit_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_members_limit_check" CHECK ("auth_members"."monthly_credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"personal" boolean DEFAULT false NOT NULL,
	"require_second_factor" boolean DEFAULT false NOT NULL,
	"senders_see_all" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_organizations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organization_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "active_organization_id" text;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_actor_user_id_auth_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_events_organization_idx" ON "organization_events" USING btree ("organization_id","id");--> statement-breakpoint
ALTER TABLE "auth_invitations" ADD CONSTRAINT "auth_invitations_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_invitations" ADD CONSTRAINT "auth_invitations_inviter_id_auth_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_members" ADD CONSTRAINT "auth_members_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_members" ADD CONSTRAINT "auth_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_invitations_pending_idx" ON "auth_invitations" USING btree ("organization_id",lower("email")) WHERE "auth_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "auth_invitations_email_idx" ON "auth_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "auth_members_organization_user_idx" ON "auth_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "auth_members_user_idx" ON "auth_members" USING btree ("user_id");--> statement-breakpoint
-- Every existing user gets their own organisation, with their id, and owns it: what was the
-- user's is now that organisation's, without moving a row. Named as a sign-up names it: the
-- user's name trimmed, or their id when it is blank.
INSERT INTO "auth_organizations" ("id", "name", "slug", "personal", "created_at")
SELECT "id", coalesce(nullif(btrim("name"), ''), "id"), "id", true, "created_at" FROM "auth_users";--> statement-breakpoint
INSERT INTO "auth_members" ("id", "organization_id", "user_id", "role", "created_at")
SELECT "id", "id", "id", 'owner', "created_at" FROM "auth_users";--> statement-breakpoint
ALTER TABLE "bulk_sends" DROP CONSTRAINT "bulk_sends_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "bulk_sends" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "bulk_sends_user_idx" RENAME TO "bulk_sends_organization_idx";--> statement-breakpoint
ALTER TABLE "credit_balances" DROP CONSTRAINT "credit_balances_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "credit_balances" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "credit_ledger" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "credit_ledger_user_idx" RENAME TO "credit_ledger_organization_idx";--> statement-breakpoint
ALTER TABLE "credit_reservations" DROP CONSTRAINT "credit_reservations_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "credit_reservations" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "credit_reservations_user_idx" RENAME TO "credit_reservations_organization_idx";--> statement-breakpoint
ALTER TABLE "unsettled_debits" DROP CONSTRAINT "unsettled_debits_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "unsettled_debits" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "unsettled_debits" ADD CONSTRAINT "unsettled_debits_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_origins" DROP CONSTRAINT "embed_origins_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "embed_origins" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "embed_origins" ADD CONSTRAINT "embed_origins_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "invoices" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "invoices_user_idx" RENAME TO "invoices_organization_idx";--> statement-breakpoint
ALTER TABLE "ocr_analyses" DROP CONSTRAINT "ocr_analyses_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "ocr_analyses" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "ocr_analyses" ADD CONSTRAINT "ocr_analyses_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "ocr_analyses_user_idx" RENAME TO "ocr_analyses_organization_idx";--> statement-breakpoint
ALTER TABLE "operations" DROP CONSTRAINT "operations_owner_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "operations" RENAME COLUMN "owner_user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "operations_owner_idx" RENAME TO "operations_organization_idx";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "payment_orders" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "payment_orders_user_idx" RENAME TO "payment_orders_organization_idx";--> statement-breakpoint
ALTER TABLE "request_templates" DROP CONSTRAINT "request_templates_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "request_templates" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "request_templates" ADD CONSTRAINT "request_templates_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "request_templates_user_idx" RENAME TO "request_templates_organization_idx";--> statement-breakpoint
ALTER TABLE "api_credentials" DROP CONSTRAINT "api_credentials_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "api_credentials" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "api_credentials_user_idx" RENAME TO "api_credentials_organization_idx";--> statement-breakpoint
ALTER TABLE "traveller_reports" DROP CONSTRAINT "traveller_reports_owner_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "traveller_reports" RENAME COLUMN "owner_user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "traveller_reports" ADD CONSTRAINT "traveller_reports_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "traveller_reports_owner_idx" RENAME TO "traveller_reports_organization_idx";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_user_id_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" RENAME COLUMN "user_id" TO "organization_id";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_auth_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."auth_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "webhook_endpoints_user_idx" RENAME TO "webhook_endpoints_organization_idx";--> statement-breakpoint
ALTER TABLE "embed_origins" RENAME CONSTRAINT "embed_origins_user_id_origin_pk" TO "embed_origins_organization_id_origin_pk";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "member_user_id" text;--> statement-breakpoint
-- Before organisations every account had one member: what it spent, reserved or bought was theirs.
UPDATE "credit_ledger" SET "member_user_id" = "organization_id" WHERE "kind" IN ('spend', 'reserve', 'purchase');--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_member_user_id_auth_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" USING btree ("member_user_id","created_at");--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "sender_user_id" text;--> statement-breakpoint
UPDATE "operations" SET "sender_user_id" = "organization_id" WHERE "organization_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_sender_user_id_auth_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_user_id" text;--> statement-breakpoint
UPDATE "payment_orders" SET "buyer_user_id" = "organization_id" WHERE "organization_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_buyer_user_id_auth_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
UPDATE "api_credentials" SET "created_by_user_id" = "organization_id";--> statement-breakpoint
ALTER TABLE "api_credentials" ALTER COLUMN "created_by_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_created_by_user_id_auth_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An organisation keeps an owner: a change or removal of an owner's membership waits on the
-- organisation's row (so two owners' changes run one after the other) and is refused when no
-- other owner would be left. Removing the organisation itself removes its members freely.
CREATE FUNCTION "auth_members_keep_an_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."role" = 'owner' AND (TG_OP = 'DELETE' OR NEW."role" <> 'owner') THEN
    PERFORM 1 FROM "auth_organizations" WHERE "id" = OLD."organization_id" FOR UPDATE;
    IF FOUND AND NOT EXISTS (
      SELECT 1 FROM "auth_members"
      WHERE "organization_id" = OLD."organization_id" AND "role" = 'owner' AND "id" <> OLD."id"
    ) THEN
      RAISE EXCEPTION 'organisation % would have no owner', OLD."organization_id"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'auth_members_owner_check';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_members_keep_an_owner" BEFORE UPDATE OF "role" OR DELETE ON "auth_members"
FOR EACH ROW EXECUTE FUNCTION "auth_members_keep_an_owner"();
