CREATE TABLE "booking_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"lead" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"operation_id" uuid,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_guests_token_unique" UNIQUE("token"),
	CONSTRAINT "booking_guests_email_unique" UNIQUE("booking_id","email")
);
--> statement-breakpoint
CREATE TABLE "booking_minors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"responsible_guest_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name1" text NOT NULL,
	"last_name2" text DEFAULT '' NOT NULL,
	"birth_date" text NOT NULL,
	"nationality" text NOT NULL,
	"sex" text NOT NULL,
	"document_type" text,
	"document_number" text DEFAULT '' NOT NULL,
	"kinship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"travellers" integer NOT NULL,
	"opened_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("establishment_id","reference")
);
--> statement-breakpoint
CREATE TABLE "ses_communication_reports" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"communication_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "ses_communications" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_minors" ADD CONSTRAINT "booking_minors_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_minors" ADD CONSTRAINT "booking_minors_responsible_guest_id_booking_guests_id_fk" FOREIGN KEY ("responsible_guest_id") REFERENCES "public"."booking_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_communication_reports" ADD CONSTRAINT "ses_communication_reports_report_id_traveller_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."traveller_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_communication_reports" ADD CONSTRAINT "ses_communication_reports_communication_id_ses_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."ses_communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_guests_booking_idx" ON "booking_guests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_minors_booking_idx" ON "booking_minors" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_establishment_idx" ON "bookings" USING btree ("establishment_id","created_at");--> statement-breakpoint
CREATE INDEX "ses_communication_reports_communication_idx" ON "ses_communication_reports" USING btree ("communication_id");--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ses_communications" ADD CONSTRAINT "ses_communications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ses_communication_reports" ("report_id", "communication_id") SELECT "report_id", "id" FROM "ses_communications";--> statement-breakpoint
ALTER TABLE "ses_communications" DROP CONSTRAINT "ses_communications_report_id_unique";--> statement-breakpoint
ALTER TABLE "ses_communications" DROP CONSTRAINT "ses_communications_report_id_traveller_reports_id_fk";--> statement-breakpoint
ALTER TABLE "ses_communications" DROP COLUMN "report_id";
