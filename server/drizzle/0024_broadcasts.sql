CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sender_id" integer,
	"recipients" jsonb NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"template_id" integer,
	"parent_id" integer,
	"scheduled_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_key" text,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"excluded_count" integer DEFAULT 0 NOT NULL,
	"exclusions" jsonb DEFAULT '{"no_email":0,"switched_off":0,"suppressed":0}'::jsonb NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "broadcasts_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
-- Drafts added from templates become broadcasts saved as drafts.
INSERT INTO "broadcasts" ("account_id", "title", "subject", "body", "recipients", "template_id", "created_by", "created_at", "updated_at")
SELECT d."account_id", coalesce(t."name", nullif(d."subject", ''), 'Untitled broadcast'), d."subject", d."body",
  '{"tabs":[],"tags":[],"groups":[],"contact_ids":[],"unopened_of":null}'::jsonb, d."template_id", d."created_by", d."created_at", d."created_at"
FROM "broadcast_drafts" d LEFT JOIN "templates" t ON t."account_id" = d."account_id" AND t."id" = d."template_id"
ORDER BY d."id";--> statement-breakpoint
DROP TABLE "broadcast_drafts" CASCADE;--> statement-breakpoint
DROP INDEX "message_sends_claimed_idx";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "broadcast_emails_limit" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "broadcast_rate" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "message_sends" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_template_fk" FOREIGN KEY ("account_id","template_id") REFERENCES "public"."templates"("account_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_account_idx" ON "broadcasts" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcasts_template_idx" ON "broadcasts" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE INDEX "broadcasts_queued_idx" ON "broadcasts" USING btree ("account_id","queued_at") WHERE "broadcasts"."queued_at" is not null;--> statement-breakpoint
CREATE INDEX "broadcasts_in_flight_idx" ON "broadcasts" USING btree ("id") WHERE "broadcasts"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "message_sends_broadcast_idx" ON "message_sends" USING btree ("account_id","broadcast_id","id") WHERE "message_sends"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "message_sends_broadcast_queue_idx" ON "message_sends" USING btree ("broadcast_id","id") WHERE "message_sends"."broadcast_id" is not null and "message_sends"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "message_sends_claimed_idx" ON "message_sends" USING btree ("id") WHERE "message_sends"."status" = 'queued' and "message_sends"."claimed_at" is not null and "message_sends"."broadcast_id" is null;