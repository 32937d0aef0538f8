-- Keys drizzle-kit cannot declare: a deleted folder, category, step, contact or FAQ entry
-- leaves the row in place with only that column cleared (ON DELETE SET NULL (column)), as
-- a plain SET NULL would clear account_id too. The schema (playbooks.tables.ts) keeps the
-- keys' names and columns; only their delete action differs.
ALTER TABLE "playbooks" DROP CONSTRAINT "playbooks_folder_fk";--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" DROP CONSTRAINT "playbooks_category_fk";--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."playbook_categories"("account_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" DROP CONSTRAINT "playbook_questions_step_fk";--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_step_fk" FOREIGN KEY ("account_id","step_id") REFERENCES "public"."playbook_steps"("account_id","id") ON DELETE SET NULL ("step_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" DROP CONSTRAINT "playbook_questions_contact_fk";--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE SET NULL ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_questions" DROP CONSTRAINT "playbook_questions_faq_fk";--> statement-breakpoint
ALTER TABLE "playbook_questions" ADD CONSTRAINT "playbook_questions_faq_fk" FOREIGN KEY ("account_id","faq_id") REFERENCES "public"."playbook_faqs"("account_id","id") ON DELETE SET NULL ("faq_id") ON UPDATE no action;
