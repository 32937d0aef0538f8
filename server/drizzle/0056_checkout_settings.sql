CREATE TABLE "checkout_email_settings" (
	"account_id" integer NOT NULL,
	"type" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_email_settings_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
CREATE TABLE "checkout_settings" (
	"account_id" integer NOT NULL,
	"symbol" text,
	"support_email" text,
	"tax_id" text,
	"invoice_note" text,
	"statement_descriptor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_email_settings" ADD CONSTRAINT "checkout_email_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;