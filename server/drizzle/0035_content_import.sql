CREATE TABLE "content_import_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"item_index" integer NOT NULL,
	"target_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"created_id" integer,
	"done" boolean DEFAULT false NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "content_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"icon" text NOT NULL,
	"items" jsonb NOT NULL,
	"use_saved_styling" boolean NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "content_imports_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_import_entries" ADD CONSTRAINT "content_import_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_import_entries" ADD CONSTRAINT "content_import_entries_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_import_entries" ADD CONSTRAINT "content_import_entries_import_fk" FOREIGN KEY ("account_id","import_id") REFERENCES "public"."content_imports"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_imports" ADD CONSTRAINT "content_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_import_entries_item_idx" ON "content_import_entries" USING btree ("import_id","target_account_id","item_index");--> statement-breakpoint
CREATE INDEX "content_import_entries_pending_idx" ON "content_import_entries" USING btree ("import_id","id") WHERE NOT "content_import_entries"."done";--> statement-breakpoint
CREATE INDEX "content_imports_account_idx" ON "content_imports" USING btree ("account_id","id" DESC NULLS LAST);