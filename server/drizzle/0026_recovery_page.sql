CREATE TABLE "recovery_page_settings" (
	"account_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"page_title" text NOT NULL,
	"unsubscribe_message" text NOT NULL,
	"unsubscribe_button_text" text NOT NULL,
	"unsubscribed_message" text NOT NULL,
	"resubscribe_button_text" text NOT NULL,
	"resubscribed_message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "recovery_page_settings_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "recovery_page_settings" ADD CONSTRAINT "recovery_page_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_events_type_idx" ON "delivery_events" USING btree ("account_id","type","id" DESC NULLS LAST);