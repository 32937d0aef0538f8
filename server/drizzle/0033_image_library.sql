CREATE TABLE "library_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"is_cropped" boolean NOT NULL,
	"storage_key" text NOT NULL,
	"folder_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_images_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_images_folder_idx" ON "library_images" USING btree ("account_id","folder_id");--> statement-breakpoint
CREATE INDEX "library_images_account_idx" ON "library_images" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);