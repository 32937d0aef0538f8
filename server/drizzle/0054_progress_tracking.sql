CREATE TABLE "progress_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"relation" text DEFAULT 'decrease' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "progress_categories_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "progress_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "progress_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"submission_id" bigint,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_entries_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "progress_goals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"start" double precision,
	"target" double precision,
	"relation" text
);
--> statement-breakpoint
CREATE TABLE "progress_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"submission_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"question_id" integer,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "progress_questions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "progress_reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"send_id" bigint,
	"detail" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "progress_sections_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "progress_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_submissions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "progress_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"has_reminder" boolean DEFAULT false NOT NULL,
	"reminder" jsonb,
	"reminder_from" timestamp with time zone DEFAULT now() NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_trackings_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "progress_categories" ADD CONSTRAINT "progress_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_categories" ADD CONSTRAINT "progress_categories_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."progress_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_contacts" ADD CONSTRAINT "progress_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_contacts" ADD CONSTRAINT "progress_contacts_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."progress_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_contacts" ADD CONSTRAINT "progress_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."progress_categories"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_submission_fk" FOREIGN KEY ("account_id","submission_id") REFERENCES "public"."progress_submissions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_goals" ADD CONSTRAINT "progress_goals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_goals" ADD CONSTRAINT "progress_goals_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."progress_categories"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_goals" ADD CONSTRAINT "progress_goals_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_proofs" ADD CONSTRAINT "progress_proofs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_proofs" ADD CONSTRAINT "progress_proofs_submission_fk" FOREIGN KEY ("account_id","submission_id") REFERENCES "public"."progress_submissions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_proofs" ADD CONSTRAINT "progress_proofs_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_questions" ADD CONSTRAINT "progress_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_questions" ADD CONSTRAINT "progress_questions_section_fk" FOREIGN KEY ("account_id","section_id") REFERENCES "public"."progress_sections"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reminder_deliveries" ADD CONSTRAINT "progress_reminder_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reminder_deliveries" ADD CONSTRAINT "progress_reminder_deliveries_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."progress_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reminder_deliveries" ADD CONSTRAINT "progress_reminder_deliveries_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_sections" ADD CONSTRAINT "progress_sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_sections" ADD CONSTRAINT "progress_sections_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."progress_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_submissions" ADD CONSTRAINT "progress_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_submissions" ADD CONSTRAINT "progress_submissions_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."progress_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_submissions" ADD CONSTRAINT "progress_submissions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_trackings" ADD CONSTRAINT "progress_trackings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_categories_tracking_idx" ON "progress_categories" USING btree ("account_id","tracking_id","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_contacts_pair_idx" ON "progress_contacts" USING btree ("tracking_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_contacts_account_idx" ON "progress_contacts" USING btree ("account_id","tracking_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "progress_contacts_contact_idx" ON "progress_contacts" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_entries_category_idx" ON "progress_entries" USING btree ("account_id","category_id","contact_id","recorded_at");--> statement-breakpoint
CREATE INDEX "progress_entries_contact_idx" ON "progress_entries" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_goals_pair_idx" ON "progress_goals" USING btree ("category_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_goals_contact_idx" ON "progress_goals" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_proofs_submission_idx" ON "progress_proofs" USING btree ("account_id","submission_id");--> statement-breakpoint
CREATE INDEX "progress_proofs_contact_idx" ON "progress_proofs" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_questions_section_idx" ON "progress_questions" USING btree ("account_id","section_id","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reminder_deliveries_once_idx" ON "progress_reminder_deliveries" USING btree ("tracking_id","contact_id","due_at");--> statement-breakpoint
CREATE INDEX "progress_reminder_deliveries_contact_idx" ON "progress_reminder_deliveries" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_sections_tracking_idx" ON "progress_sections" USING btree ("account_id","tracking_id","order","id");--> statement-breakpoint
CREATE INDEX "progress_submissions_tracking_idx" ON "progress_submissions" USING btree ("account_id","tracking_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_submissions_contact_idx" ON "progress_submissions" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "progress_trackings_account_idx" ON "progress_trackings" USING btree ("account_id","order" DESC NULLS LAST,"id" DESC NULLS LAST);