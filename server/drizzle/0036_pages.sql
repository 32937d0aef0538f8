CREATE TABLE "page_contacts" (
	"account_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"client_portal" boolean DEFAULT true NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_contacts_contact_id_page_id_pk" PRIMARY KEY("contact_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "page_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_downloads_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"subheadline" text DEFAULT '' NOT NULL,
	"headline_style" jsonb,
	"subheadline_style" jsonb,
	"cover_image" text,
	"content" text DEFAULT '' NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"disable_message" text DEFAULT 'This page is not available right now.' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "page_contacts" ADD CONSTRAINT "page_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_contacts" ADD CONSTRAINT "page_contacts_page_fk" FOREIGN KEY ("account_id","page_id") REFERENCES "public"."pages"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_contacts" ADD CONSTRAINT "page_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_downloads" ADD CONSTRAINT "page_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_downloads" ADD CONSTRAINT "page_downloads_page_fk" FOREIGN KEY ("account_id","page_id") REFERENCES "public"."pages"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_contacts_page_idx" ON "page_contacts" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "page_contacts_account_idx" ON "page_contacts" USING btree ("account_id","contact_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_downloads_account_idx" ON "page_downloads" USING btree ("account_id","page_id","id");--> statement-breakpoint
CREATE INDEX "pages_folder_idx" ON "pages" USING btree ("account_id","folder_id");--> statement-breakpoint
CREATE INDEX "pages_account_idx" ON "pages" USING btree ("account_id","ordering" DESC NULLS LAST,"id" DESC NULLS LAST);