CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"temporary_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_account_idx" ON "stored_files" USING btree ("account_id","bytes");--> statement-breakpoint
CREATE INDEX "stored_files_temporary_idx" ON "stored_files" USING btree ("temporary_until") WHERE "stored_files"."temporary_until" is not null;