CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"author_user_id" text NOT NULL,
	"author_email" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"full_number" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"corrects_invoice_id" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf_blob_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_totals_check" CHECK ("invoices"."base_cents" + "invoices"."vat_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"order_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"product_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_message" text,
	"transfer_reference" text,
	"idempotency_key" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('PENDING', 'REQUIRES_ACTION', 'PAID', 'FAILED', 'CANCELED', 'REFUNDED', 'DISPUTED')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_cents" > 0),
	CONSTRAINT "payment_orders_refunded_check" CHECK ("payment_orders"."refunded_cents" >= 0 and "payment_orders"."refunded_cents" <= "payment_orders"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"credits" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#1976d2' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_credits_check" CHECK ("products"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_state_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD COLUMN "debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("series","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_ref_idx" ON "payment_orders" USING btree ("provider","provider_ref") WHERE "payment_orders"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_transfer_reference_idx" ON "payment_orders" USING btree ("transfer_reference") WHERE "payment_orders"."transfer_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_idx" ON "payment_orders" USING btree ("user_id","idempotency_key") WHERE "payment_orders"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_state_check" CHECK ("contacts"."state" in ('RECEIVED', 'CONTACTED', 'CLOSED'));--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_debt_check" CHECK ("credit_balances"."debt" >= 0);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'purchase', 'spend', 'refund', 'revoke', 'adjust'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_sign_check" CHECK (("credit_ledger"."kind" in ('spend', 'revoke') and "credit_ledger"."amount" < 0) or ("credit_ledger"."kind" = 'adjust' and "credit_ledger"."amount" <> 0) or ("credit_ledger"."kind" in ('grant', 'purchase', 'refund') and "credit_ledger"."amount" > 0));--> statement-breakpoint
INSERT INTO "products" ("id", "name", "price_cents", "currency", "credits", "is_new", "color", "active", "sort_order") VALUES
	('credits-20', 'Pack 20', 1000, 'EUR', 20, false, '#1976d2', true, 1),
	('credits-50', 'Pack 50', 2000, 'EUR', 50, true, '#2e7d32', true, 2),
	('credits-300', 'Pack 300', 10000, 'EUR', 300, false, '#6a1b9a', true, 3)
ON CONFLICT ("id") DO NOTHING;
