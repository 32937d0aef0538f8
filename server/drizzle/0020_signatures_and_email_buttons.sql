CREATE TABLE "email_buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"design" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_buttons_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"design" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"apply_to_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_account_id_unique" UNIQUE("account_id","id"),
	CONSTRAINT "signatures_apply_to_all_default" CHECK (not "signatures"."apply_to_all" or "signatures"."is_default")
);
--> statement-breakpoint
ALTER TABLE "email_buttons" ADD CONSTRAINT "email_buttons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_default_unique" ON "signatures" USING btree ("account_id") WHERE "signatures"."is_default";