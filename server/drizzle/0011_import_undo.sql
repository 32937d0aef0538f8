CREATE TABLE "contact_import_changes" (
	"account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"added_tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contact_import_changes_import_id_contact_id_pk" PRIMARY KEY("import_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "undo_status" text;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_import_changes" ADD CONSTRAINT "contact_import_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_changes" ADD CONSTRAINT "contact_import_changes_import_fk" FOREIGN KEY ("account_id","import_id") REFERENCES "public"."contact_imports"("account_id","id") ON DELETE cascade ON UPDATE no action;