CREATE TABLE "member_id_settings" (
	"account_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"page_title" text NOT NULL,
	"page_description" text NOT NULL,
	"button_text" text NOT NULL,
	"id_prefix" text NOT NULL,
	"next_number" integer NOT NULL,
	"delivery" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"sms_message" text NOT NULL,
	"access_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "member_id_settings_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "member_id_settings" ADD CONSTRAINT "member_id_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;