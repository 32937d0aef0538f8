CREATE TABLE "birthday_greetings" (
	"account_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"greeted_at" timestamp with time zone,
	"celebrated_at" timestamp with time zone,
	CONSTRAINT "birthday_greetings_account_id_contact_id_year_pk" PRIMARY KEY("account_id","contact_id","year")
);
--> statement-breakpoint
CREATE TABLE "birthday_settings" (
	"account_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"send_email" boolean NOT NULL,
	"send_sms" boolean NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"sms_message" text NOT NULL,
	"send_hour" smallint NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "birthday_settings_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "birthday_greetings" ADD CONSTRAINT "birthday_greetings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthday_greetings" ADD CONSTRAINT "birthday_greetings_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "birthday_settings" ADD CONSTRAINT "birthday_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;