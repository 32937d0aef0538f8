CREATE TABLE "delivery_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"type" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" bigint,
	"user_id" integer,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text,
	"reply_to" text,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"text_body" text,
	"message_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"provider" text,
	"provider_id" text,
	"opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "message_sends_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sms_status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_send_fk" FOREIGN KEY ("account_id","send_id") REFERENCES "public"."message_sends"("account_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_sends" ADD CONSTRAINT "message_sends_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_events_send_idx" ON "delivery_events" USING btree ("account_id","send_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_sends_account_idx" ON "message_sends" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_sends_contact_idx" ON "message_sends" USING btree ("account_id","contact_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "message_sends_message_id_unique" ON "message_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_sends_provider_id_idx" ON "message_sends" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "message_sends_claimed_idx" ON "message_sends" USING btree ("id") WHERE "message_sends"."status" = 'queued' and "message_sends"."claimed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_address_unique" ON "suppressions" USING btree ("account_id","address","type");--> statement-breakpoint
CREATE INDEX "suppressions_account_idx" ON "suppressions" USING btree ("account_id","type","id" DESC NULLS LAST);