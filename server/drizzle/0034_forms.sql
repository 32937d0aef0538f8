CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"storage_key" text
);
--> statement-breakpoint
CREATE TABLE "form_contacts" (
	"account_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"client_portal" boolean DEFAULT true NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_contacts_contact_id_form_id_pk" PRIMARY KEY("contact_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"ordering" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_questions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"contact_id" bigint,
	"public_key" text NOT NULL,
	"fname" text DEFAULT '' NOT NULL,
	"lname" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "form_submissions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"folder_id" integer,
	"ordering" integer DEFAULT 0 NOT NULL,
	"public_key" text NOT NULL,
	"submit_label" text DEFAULT 'SUBMIT' NOT NULL,
	"submit_align" text DEFAULT 'center' NOT NULL,
	"get_started_label" text DEFAULT 'GET STARTED' NOT NULL,
	"thank_you_message" text DEFAULT 'Thank you! Your response has been submitted.' NOT NULL,
	"add_ons" jsonb DEFAULT '["fname","lname"]'::jsonb NOT NULL,
	"accent_color" text DEFAULT '#2C3E50' NOT NULL,
	"overlay_opacity" integer DEFAULT 50 NOT NULL,
	"cover_image" text,
	"logo_image" text,
	"subheadline" text DEFAULT '' NOT NULL,
	"headline_style" jsonb,
	"subheadline_style" jsonb,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"disable_message" text DEFAULT 'This form is not accepting responses.' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "forms_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_submission_fk" FOREIGN KEY ("account_id","submission_id") REFERENCES "public"."form_submissions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_question_fk" FOREIGN KEY ("account_id","question_id") REFERENCES "public"."form_questions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_fk" FOREIGN KEY ("account_id","form_id") REFERENCES "public"."forms"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_form_fk" FOREIGN KEY ("account_id","form_id") REFERENCES "public"."forms"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_contacts" ADD CONSTRAINT "form_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_fk" FOREIGN KEY ("account_id","form_id") REFERENCES "public"."forms"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_fk" FOREIGN KEY ("account_id","form_id") REFERENCES "public"."forms"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE SET NULL ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_submission_question_idx" ON "form_answers" USING btree ("submission_id","question_id");--> statement-breakpoint
CREATE INDEX "form_answers_question_idx" ON "form_answers" USING btree ("account_id","question_id");--> statement-breakpoint
CREATE INDEX "form_contacts_form_idx" ON "form_contacts" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_contacts_account_idx" ON "form_contacts" USING btree ("account_id","contact_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "form_questions_form_idx" ON "form_questions" USING btree ("form_id","ordering");--> statement-breakpoint
CREATE INDEX "form_submissions_account_idx" ON "form_submissions" USING btree ("account_id","form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "form_submissions_contact_idx" ON "form_submissions" USING btree ("account_id","contact_id") WHERE "form_submissions"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "forms_folder_idx" ON "forms" USING btree ("account_id","folder_id");--> statement-breakpoint
CREATE INDEX "forms_account_idx" ON "forms" USING btree ("account_id","ordering" DESC NULLS LAST,"id" DESC NULLS LAST);