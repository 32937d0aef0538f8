ALTER TABLE "accounts" ADD COLUMN "phone_country_code" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_status" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email_confirmation" text DEFAULT 'requested' NOT NULL;