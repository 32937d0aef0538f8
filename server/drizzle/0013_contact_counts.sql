CREATE TABLE "contact_counts" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_counts" ADD CONSTRAINT "contact_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_counts_account_idx" ON "contact_counts" USING btree ("account_id","kind","key","n");