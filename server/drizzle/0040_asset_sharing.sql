CREATE TABLE "asset_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"share_id" integer,
	"from_account_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"source_asset_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"title" text NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" integer NOT NULL,
	"token" text NOT NULL,
	"short_code" text NOT NULL,
	"permission" text DEFAULT 'limited' NOT NULL,
	"ordering" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_shares_token_unique" UNIQUE("token"),
	CONSTRAINT "asset_shares_short_code_unique" UNIQUE("short_code")
);
--> statement-breakpoint
CREATE TABLE "asset_thumbnails" (
	"account_id" integer NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_thumbnails_account_id_asset_type_asset_id_pk" PRIMARY KEY("account_id","asset_type","asset_id")
);
--> statement-breakpoint
ALTER TABLE "asset_imports" ADD CONSTRAINT "asset_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_imports" ADD CONSTRAINT "asset_imports_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_shares" ADD CONSTRAINT "asset_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_thumbnails" ADD CONSTRAINT "asset_thumbnails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_imports_account_idx" ON "asset_imports" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_imports_share_idx" ON "asset_imports" USING btree ("share_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "asset_imports_from_idx" ON "asset_imports" USING btree ("from_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "asset_shares_asset_idx" ON "asset_shares" USING btree ("account_id","asset_type","asset_id");