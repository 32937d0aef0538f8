CREATE TABLE "favorite_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_colors_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_styles" (
	"account_id" integer NOT NULL,
	"content_type" integer NOT NULL,
	"headline" jsonb NOT NULL,
	"subheadline" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_styles_account_id_content_type_pk" PRIMARY KEY("account_id","content_type")
);
--> statement-breakpoint
ALTER TABLE "favorite_colors" ADD CONSTRAINT "favorite_colors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_styles" ADD CONSTRAINT "saved_styles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_colors_color_unique" ON "favorite_colors" USING btree ("account_id","color");