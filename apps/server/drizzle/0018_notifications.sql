CREATE TABLE "notifications" (
	"operation_id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"message_sha256" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_phone" text,
	"access_token_hash" text NOT NULL,
	"message_id" text NOT NULL,
	"smtp_response" text,
	"sent_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"ack_code_hash" text,
	"ack_code_expires_at" timestamp with time zone,
	"ack_code_attempts" integer DEFAULT 0 NOT NULL,
	"ack_code_sent_at" timestamp with time zone,
	CONSTRAINT "notifications_access_token_hash_unique" UNIQUE("access_token_hash"),
	CONSTRAINT "notifications_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_email");