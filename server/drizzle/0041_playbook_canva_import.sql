CREATE TABLE "playbook_canva_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"pages" jsonb NOT NULL,
	"status" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "playbook_canva_imports_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD COLUMN "canva_import_id" integer;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD COLUMN "canva_page" integer;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD COLUMN "is_grouped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "playbook_canva_imports" ADD CONSTRAINT "playbook_canva_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_canva_imports" ADD CONSTRAINT "playbook_canva_imports_playbook_fk" FOREIGN KEY ("account_id","playbook_id") REFERENCES "public"."playbooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playbook_canva_imports_playbook_idx" ON "playbook_canva_imports" USING btree ("account_id","playbook_id","id");--> statement-breakpoint
CREATE INDEX "playbook_canva_imports_status_idx" ON "playbook_canva_imports" USING btree ("status");--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_canva_import_fk" FOREIGN KEY ("account_id","canva_import_id") REFERENCES "public"."playbook_canva_imports"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_steps_canva_page_idx" ON "playbook_steps" USING btree ("account_id","canva_import_id","canva_page") WHERE "playbook_steps"."canva_import_id" is not null;