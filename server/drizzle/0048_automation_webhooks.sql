CREATE TABLE "automation_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"tab" text,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"last_received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_webhooks_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "automation_webhooks" ADD CONSTRAINT "automation_webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_webhooks_account_idx" ON "automation_webhooks" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "automation_webhooks_key_unique" ON "automation_webhooks" USING btree ("key");