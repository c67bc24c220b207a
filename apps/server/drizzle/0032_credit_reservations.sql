CREATE TABLE "credit_reservations" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"consumed" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "credit_reservations_amounts_check" CHECK ("credit_reservations"."amount" > 0 and "credit_reservations"."consumed" >= 0 and "credit_reservations"."released" >= 0 and "credit_reservations"."consumed" + "credit_reservations"."released" <= "credit_reservations"."amount"),
	CONSTRAINT "credit_reservations_closed_check" CHECK ("credit_reservations"."closed_at" is null or "credit_reservations"."consumed" + "credit_reservations"."released" = "credit_reservations"."amount")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reservations_user_idx" ON "credit_reservations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'purchase', 'spend', 'refund', 'revoke', 'adjust', 'reserve', 'release'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_sign_check" CHECK (("credit_ledger"."kind" in ('spend', 'revoke', 'reserve') and "credit_ledger"."amount" < 0) or ("credit_ledger"."kind" = 'adjust' and "credit_ledger"."amount" <> 0) or ("credit_ledger"."kind" in ('grant', 'purchase', 'refund', 'release') and "credit_ledger"."amount" > 0));