CREATE TABLE "contact_import_failures" (
	"account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "contact_import_failures_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
DROP INDEX "contacts_account_created_idx";--> statement-breakpoint
DROP INDEX "contacts_account_status_created_idx";--> statement-breakpoint
DROP INDEX "contacts_account_first_name_idx";--> statement-breakpoint
DROP INDEX "contacts_account_last_name_idx";--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_sort_email_idx" ON "contacts" USING btree ("account_id",lower("email"),"id","email") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_number_idx" ON "contacts" USING btree ("account_id","number","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_status_idx" ON "contacts" USING btree ("account_id","status","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_last_action_idx" ON "contacts" USING btree ("account_id","last_action","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_temperature_idx" ON "contacts" USING btree ("account_id",(case "temperature" when 'cold' then 1 when 'warm' then 2 when 'hot' then 3 end),"id","temperature") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_starred_idx" ON "contacts" USING btree ("account_id","starred","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_flagged_idx" ON "contacts" USING btree ("account_id","flagged","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_source_idx" ON "contacts" USING btree ("account_id","source","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_login_count_idx" ON "contacts" USING btree ("account_id","login_count","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_last_email_activity_idx" ON "contacts" USING btree ("account_id","last_email_activity","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_sort_last_chat_idx" ON "contacts" USING btree ("account_id","last_chat","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_account_member_id_idx" ON "contacts" USING btree ("account_id","member_id") WHERE "contacts"."deleted_at" is null and "contacts"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "contacts_deleted_idx" ON "contacts" USING btree ("account_id","deleted_at") WHERE "contacts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "contacts_account_created_idx" ON "contacts" USING btree ("account_id","created_at","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_account_status_created_idx" ON "contacts" USING btree ("account_id","status","created_at","id") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_account_first_name_idx" ON "contacts" USING btree ("account_id",lower("first_name"),"id","first_name") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_account_last_name_idx" ON "contacts" USING btree ("account_id",lower("last_name"),"id","last_name") WHERE "contacts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "registrations" DROP COLUMN "code_attempts";