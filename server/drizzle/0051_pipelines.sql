CREATE TABLE "pipeline_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pipeline_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"sort" double precision DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_cards_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "pipeline_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pipeline_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"from_stage_id" integer,
	"from_stage" text,
	"to_stage_id" integer,
	"to_stage" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"pipeline_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pipeline_stages_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "pipeline_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'sales' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"folder_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipelines_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_pipeline_fk" FOREIGN KEY ("account_id","pipeline_id") REFERENCES "public"."pipelines"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_stage_fk" FOREIGN KEY ("account_id","stage_id") REFERENCES "public"."pipeline_stages"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_cards" ADD CONSTRAINT "pipeline_cards_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_moves" ADD CONSTRAINT "pipeline_moves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_moves" ADD CONSTRAINT "pipeline_moves_pipeline_fk" FOREIGN KEY ("account_id","pipeline_id") REFERENCES "public"."pipelines"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_moves" ADD CONSTRAINT "pipeline_moves_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_pipeline_fk" FOREIGN KEY ("account_id","pipeline_id") REFERENCES "public"."pipelines"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_templates" ADD CONSTRAINT "pipeline_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_cards_contact_idx" ON "pipeline_cards" USING btree ("pipeline_id","contact_id");--> statement-breakpoint
CREATE INDEX "pipeline_cards_stage_idx" ON "pipeline_cards" USING btree ("account_id","stage_id","sort","id");--> statement-breakpoint
CREATE INDEX "pipeline_cards_contact_account_idx" ON "pipeline_cards" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "pipeline_moves_pipeline_idx" ON "pipeline_moves" USING btree ("account_id","pipeline_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pipeline_moves_contact_idx" ON "pipeline_moves" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "pipeline_stages_pipeline_idx" ON "pipeline_stages" USING btree ("account_id","pipeline_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_templates_account_idx" ON "pipeline_templates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "pipelines_account_idx" ON "pipelines" USING btree ("account_id","ordering" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pipelines_folder_idx" ON "pipelines" USING btree ("account_id","folder_id");