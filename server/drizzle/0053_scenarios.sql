CREATE TABLE "onboarding_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onboarding_categories_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_contents_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_scenario_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_scenario_tags" (
	"account_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "onboarding_scenario_tags_scenario_id_tag_id_pk" PRIMARY KEY("scenario_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_scenarios_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_step_completions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"contact_id" bigint,
	"user_id" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_step_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onboarding_step_contents_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onboarding_steps_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD CONSTRAINT "onboarding_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_categories" ADD CONSTRAINT "onboarding_categories_scenario_fk" FOREIGN KEY ("account_id","scenario_id") REFERENCES "public"."onboarding_scenarios"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_contents" ADD CONSTRAINT "onboarding_contents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_contacts" ADD CONSTRAINT "onboarding_scenario_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_contacts" ADD CONSTRAINT "onboarding_scenario_contacts_scenario_fk" FOREIGN KEY ("account_id","scenario_id") REFERENCES "public"."onboarding_scenarios"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_contacts" ADD CONSTRAINT "onboarding_scenario_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_tags" ADD CONSTRAINT "onboarding_scenario_tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_tags" ADD CONSTRAINT "onboarding_scenario_tags_scenario_fk" FOREIGN KEY ("account_id","scenario_id") REFERENCES "public"."onboarding_scenarios"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenario_tags" ADD CONSTRAINT "onboarding_scenario_tags_tag_fk" FOREIGN KEY ("account_id","tag_id") REFERENCES "public"."tags"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_scenarios" ADD CONSTRAINT "onboarding_scenarios_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_completions" ADD CONSTRAINT "onboarding_step_completions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_completions" ADD CONSTRAINT "onboarding_step_completions_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."onboarding_steps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_completions" ADD CONSTRAINT "onboarding_step_completions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_contents" ADD CONSTRAINT "onboarding_step_contents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_contents" ADD CONSTRAINT "onboarding_step_contents_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."onboarding_steps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_step_contents" ADD CONSTRAINT "onboarding_step_contents_content_fk" FOREIGN KEY ("account_id","content_id") REFERENCES "public"."onboarding_contents"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_steps" ADD CONSTRAINT "onboarding_steps_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."onboarding_categories"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_categories_scenario_idx" ON "onboarding_categories" USING btree ("account_id","scenario_id","order","id");--> statement-breakpoint
CREATE INDEX "onboarding_contents_account_idx" ON "onboarding_contents" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_scenario_contacts_pair_idx" ON "onboarding_scenario_contacts" USING btree ("scenario_id","contact_id");--> statement-breakpoint
CREATE INDEX "onboarding_scenario_contacts_account_idx" ON "onboarding_scenario_contacts" USING btree ("account_id","scenario_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "onboarding_scenario_contacts_contact_idx" ON "onboarding_scenario_contacts" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "onboarding_scenario_tags_account_idx" ON "onboarding_scenario_tags" USING btree ("account_id","scenario_id");--> statement-breakpoint
CREATE INDEX "onboarding_scenarios_account_idx" ON "onboarding_scenarios" USING btree ("account_id","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_step_completions_contact_idx" ON "onboarding_step_completions" USING btree ("step_id","contact_id") WHERE "onboarding_step_completions"."contact_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_step_completions_preview_idx" ON "onboarding_step_completions" USING btree ("step_id","user_id") WHERE "onboarding_step_completions"."contact_id" is null;--> statement-breakpoint
CREATE INDEX "onboarding_step_completions_account_idx" ON "onboarding_step_completions" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_step_contents_pair_idx" ON "onboarding_step_contents" USING btree ("step_id","content_id");--> statement-breakpoint
CREATE INDEX "onboarding_step_contents_step_idx" ON "onboarding_step_contents" USING btree ("account_id","step_id","order","id");--> statement-breakpoint
CREATE INDEX "onboarding_step_contents_content_idx" ON "onboarding_step_contents" USING btree ("account_id","content_id");--> statement-breakpoint
CREATE INDEX "onboarding_steps_category_idx" ON "onboarding_steps" USING btree ("account_id","category_id","order","id");