CREATE TABLE "email_domain_locations" (
	"account_id" integer NOT NULL,
	"email_domain_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "email_domain_locations_account_id_location_id_pk" PRIMARY KEY("account_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"record_checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_domains_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_sender_locations" (
	"account_id" integer NOT NULL,
	"email_sender_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "email_sender_locations_account_id_location_id_pk" PRIMARY KEY("account_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "email_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email_domain_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_senders_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_domain_locations" ADD CONSTRAINT "email_domain_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_locations" ADD CONSTRAINT "email_domain_locations_location_id_accounts_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_locations" ADD CONSTRAINT "email_domain_locations_domain_fk" FOREIGN KEY ("account_id","email_domain_id") REFERENCES "public"."email_domains"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sender_locations" ADD CONSTRAINT "email_sender_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sender_locations" ADD CONSTRAINT "email_sender_locations_location_id_accounts_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sender_locations" ADD CONSTRAINT "email_sender_locations_sender_fk" FOREIGN KEY ("account_id","email_sender_id") REFERENCES "public"."email_senders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_senders" ADD CONSTRAINT "email_senders_domain_fk" FOREIGN KEY ("account_id","email_domain_id") REFERENCES "public"."email_domains"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_domain_unique" ON "email_domains" USING btree ("account_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "email_domains_active_unique" ON "email_domains" USING btree ("account_id") WHERE "email_domains"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_email_unique" ON "email_senders" USING btree ("account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "email_senders_active_unique" ON "email_senders" USING btree ("account_id","email_domain_id") WHERE "email_senders"."is_active";--> statement-breakpoint
CREATE INDEX "email_senders_account_idx" ON "email_senders" USING btree ("account_id","email_domain_id");