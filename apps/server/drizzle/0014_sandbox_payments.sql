CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"locale" text NOT NULL,
	"customer_email" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"failure_message" text,
	"card_last4" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_idx" ON "sandbox_payments" USING btree ("idempotency_key");