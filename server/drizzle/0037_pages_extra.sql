-- Deleting a folder puts its pages back in the main folder: ON DELETE SET NULL of one column of
-- a composite key, which drizzle-kit cannot declare (as for forms, §8g).
ALTER TABLE "pages" DROP CONSTRAINT "pages_folder_fk";--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;
