ALTER TABLE "contact_imports" ADD COLUMN "file_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "file_error" text;