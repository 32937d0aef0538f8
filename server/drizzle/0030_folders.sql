CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"title" text NOT NULL,
	"parent_id" integer,
	"archived" integer DEFAULT 0 NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_account_id_unique" UNIQUE("account_id","id"),
	CONSTRAINT "folders_not_own_parent" CHECK ("folders"."parent_id" <> "folders"."id"),
	CONSTRAINT "folders_archived_flag" CHECK ("folders"."archived" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."folders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_account_idx" ON "folders" USING btree ("account_id","asset_type","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_title_unique" ON "folders" USING btree ("account_id","asset_type",coalesce("parent_id", 0),lower("title")) WHERE "folders"."archived" = 0;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_folder_idx" ON "templates" USING btree ("account_id","folder_id");