CREATE TABLE "broadcast_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_drafts_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_content" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_categories_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "template_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "broadcast_drafts" ADD CONSTRAINT "broadcast_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_drafts" ADD CONSTRAINT "broadcast_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_drafts" ADD CONSTRAINT "broadcast_drafts_template_fk" FOREIGN KEY ("account_id","template_id") REFERENCES "public"."templates"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sends" ADD CONSTRAINT "template_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sends" ADD CONSTRAINT "template_sends_template_fk" FOREIGN KEY ("account_id","template_id") REFERENCES "public"."templates"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."template_categories"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_drafts_account_idx" ON "broadcast_drafts" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcast_drafts_template_idx" ON "broadcast_drafts" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_categories_name_unique" ON "template_categories" USING btree ("account_id","is_content",lower("name"));--> statement-breakpoint
CREATE INDEX "template_sends_account_idx" ON "template_sends" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_sends_template_idx" ON "template_sends" USING btree ("account_id","template_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_account_idx" ON "templates" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_category_idx" ON "templates" USING btree ("account_id","category_id");