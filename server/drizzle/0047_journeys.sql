CREATE TABLE "journey_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"parent_id" integer,
	"branch" text,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_actions_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "journey_enrolments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"status" text NOT NULL,
	"action_id" integer,
	"steps" integer DEFAULT 0 NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"wake_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_send_id" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "journey_enrolments_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "journey_histories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"enrolment_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"step" integer,
	"action_id" integer,
	"action_title" text,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_triggers_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'disabled' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"folder_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_journey_fk" FOREIGN KEY ("account_id","journey_id") REFERENCES "public"."journeys"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_actions" ADD CONSTRAINT "journey_actions_parent_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."journey_actions"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrolments" ADD CONSTRAINT "journey_enrolments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrolments" ADD CONSTRAINT "journey_enrolments_journey_fk" FOREIGN KEY ("account_id","journey_id") REFERENCES "public"."journeys"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_enrolments" ADD CONSTRAINT "journey_enrolments_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_journey_fk" FOREIGN KEY ("account_id","journey_id") REFERENCES "public"."journeys"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_histories" ADD CONSTRAINT "journey_histories_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_triggers" ADD CONSTRAINT "journey_triggers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_triggers" ADD CONSTRAINT "journey_triggers_journey_fk" FOREIGN KEY ("account_id","journey_id") REFERENCES "public"."journeys"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_actions_journey_idx" ON "journey_actions" USING btree ("account_id","journey_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_enrolments_running_idx" ON "journey_enrolments" USING btree ("journey_id","contact_id") WHERE "journey_enrolments"."status" in ('active', 'waiting');--> statement-breakpoint
CREATE INDEX "journey_enrolments_due_idx" ON "journey_enrolments" USING btree ("wake_at") WHERE "journey_enrolments"."status" in ('active', 'waiting');--> statement-breakpoint
CREATE INDEX "journey_enrolments_journey_idx" ON "journey_enrolments" USING btree ("account_id","journey_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journey_enrolments_contact_idx" ON "journey_enrolments" USING btree ("account_id","contact_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "journey_histories_step_idx" ON "journey_histories" USING btree ("enrolment_id","step");--> statement-breakpoint
CREATE INDEX "journey_histories_journey_idx" ON "journey_histories" USING btree ("account_id","journey_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journey_histories_contact_idx" ON "journey_histories" USING btree ("account_id","contact_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journey_triggers_type_idx" ON "journey_triggers" USING btree ("account_id","type");--> statement-breakpoint
CREATE INDEX "journeys_account_idx" ON "journeys" USING btree ("account_id","ordering" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journeys_folder_idx" ON "journeys" USING btree ("account_id","folder_id");