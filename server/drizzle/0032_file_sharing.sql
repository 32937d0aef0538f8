CREATE TABLE "file_contacts" (
	"account_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_contacts_contact_id_file_id_pk" PRIMARY KEY("contact_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "file_users" (
	"account_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "file_users_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "permission" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_contacts" ADD CONSTRAINT "file_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contacts" ADD CONSTRAINT "file_contacts_file_fk" FOREIGN KEY ("account_id","file_id") REFERENCES "public"."files"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_contacts" ADD CONSTRAINT "file_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_users" ADD CONSTRAINT "file_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_users" ADD CONSTRAINT "file_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_users" ADD CONSTRAINT "file_users_file_fk" FOREIGN KEY ("account_id","file_id") REFERENCES "public"."files"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_contacts_file_idx" ON "file_contacts" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "file_contacts_account_idx" ON "file_contacts" USING btree ("account_id","contact_id","sent_at" DESC NULLS LAST);