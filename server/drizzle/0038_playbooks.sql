CREATE TABLE "playbook_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"color" text NOT NULL,
	"open_in_new_tab" boolean DEFAULT true NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "playbook_buttons_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbook_categories_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_contacts" (
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resent_at" timestamp with time zone,
	CONSTRAINT "playbook_contacts_contact_id_playbook_id_pk" PRIMARY KEY("contact_id","playbook_id")
);
--> statement-breakpoint
CREATE TABLE "playbook_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "playbook_downloads_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "playbook_faqs_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"step_id" integer,
	"contact_id" bigint,
	"question" text NOT NULL,
	"faq_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbook_questions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_step_completions" (
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbook_step_completions_step_id_contact_id_pk" PRIMARY KEY("step_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "playbook_step_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"ordering" integer NOT NULL,
	CONSTRAINT "playbook_step_tabs_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image" text,
	"thumbnail" text,
	"smart_step" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"ordering" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbook_steps_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "playbook_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"step_id" integer,
	"contact_id" bigint,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"folder_id" integer,
	"category_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"all_clients" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"banner_image" text,
	"accent_color" text DEFAULT '#2C3E50' NOT NULL,
	"headline_style" jsonb,
	"subheadline_style" jsonb,
	"sequential" boolean DEFAULT false NOT NULL,
	"show_faq" boolean DEFAULT true NOT NULL,
	"show_downloads" boolean DEFAULT true NOT NULL,
	"show_action_sidebar" boolean DEFAULT true NOT NULL,
	"action_sidebar_title" text DEFAULT 'Actions' NOT NULL,
	"allow_questions" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playbooks_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "playbook_buttons" ADD CONSTRAINT "playbook_buttons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_buttons" ADD CONSTRAINT "playbook_buttons_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_categories" ADD CONSTRAINT "playbook_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_contacts" ADD CONSTRAINT "playbook_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_contacts" ADD CONSTRAINT "playbook_contacts_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_contacts" ADD CONSTRAINT "playbook_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_downloads" ADD CONSTRAINT "playbook_downloads_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_faqs" ADD CONSTRAINT "playbook_faqs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_faqs" ADD CONSTRAINT "playbook_faqs_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."playbook_steps"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_faq_fk" FOREIGN KEY ("account_id","faq_id") REFERENCES "public"."playbook_faqs"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_completions" ADD CONSTRAINT "playbook_step_completions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_completions" ADD CONSTRAINT "playbook_step_completions_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_completions" ADD CONSTRAINT "playbook_step_completions_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."playbook_steps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_completions" ADD CONSTRAINT "playbook_step_completions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_tabs" ADD CONSTRAINT "playbook_step_tabs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_tabs" ADD CONSTRAINT "playbook_step_tabs_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."playbook_steps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_views" ADD CONSTRAINT "playbook_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_views" ADD CONSTRAINT "playbook_views_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_views" ADD CONSTRAINT "playbook_views_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."playbook_steps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_views" ADD CONSTRAINT "playbook_views_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."playbook_categories"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playbook_buttons_playbook_idx" ON "playbook_buttons" USING btree ("account_id","playbook_id","kind","ordering");--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_categories_name_idx" ON "playbook_categories" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "playbook_contacts_playbook_idx" ON "playbook_contacts" USING btree ("account_id","playbook_id");--> statement-breakpoint
CREATE INDEX "playbook_contacts_account_idx" ON "playbook_contacts" USING btree ("account_id","contact_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playbook_downloads_playbook_idx" ON "playbook_downloads" USING btree ("account_id","playbook_id","ordering");--> statement-breakpoint
CREATE INDEX "playbook_faqs_playbook_idx" ON "playbook_faqs" USING btree ("account_id","playbook_id","ordering");--> statement-breakpoint
CREATE INDEX "playbook_questions_account_idx" ON "playbook_questions" USING btree ("account_id","playbook_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playbook_questions_contact_idx" ON "playbook_questions" USING btree ("account_id","contact_id") WHERE "playbook_questions"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "playbook_step_completions_playbook_idx" ON "playbook_step_completions" USING btree ("account_id","playbook_id","contact_id");--> statement-breakpoint
CREATE INDEX "playbook_step_tabs_step_idx" ON "playbook_step_tabs" USING btree ("account_id","step_id","ordering");--> statement-breakpoint
CREATE INDEX "playbook_steps_playbook_idx" ON "playbook_steps" USING btree ("account_id","playbook_id","ordering");--> statement-breakpoint
CREATE INDEX "playbook_views_playbook_idx" ON "playbook_views" USING btree ("account_id","playbook_id","viewed_at");--> statement-breakpoint
CREATE INDEX "playbook_views_step_idx" ON "playbook_views" USING btree ("account_id","step_id");--> statement-breakpoint
CREATE INDEX "playbooks_account_idx" ON "playbooks" USING btree ("account_id","is_pinned" DESC NULLS LAST,"ordering" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "playbooks_folder_idx" ON "playbooks" USING btree ("account_id","folder_id");--> statement-breakpoint
CREATE INDEX "playbooks_category_idx" ON "playbooks" USING btree ("account_id","category_id");