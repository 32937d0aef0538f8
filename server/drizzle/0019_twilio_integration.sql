CREATE TABLE "sms_inbound" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" bigint,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"message_sid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twilio_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"account_sid" text NOT NULL,
	"auth_token_sealed" text NOT NULL,
	"from_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_inbound" ADD CONSTRAINT "sms_inbound_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "twilio_connections" ADD CONSTRAINT "twilio_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_inbound_message_sid_unique" ON "sms_inbound" USING btree ("message_sid");--> statement-breakpoint
CREATE INDEX "sms_inbound_account_idx" ON "sms_inbound" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sms_inbound_contact_idx" ON "sms_inbound" USING btree ("account_id","contact_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_connections_account_unique" ON "twilio_connections" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_connections_connected_number_unique" ON "twilio_connections" USING btree ("from_number") WHERE "twilio_connections"."status" = 'connected';