ALTER TABLE "content_imports" ADD COLUMN "runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "playbook_canva_imports" ADD COLUMN "runs" integer DEFAULT 0 NOT NULL;