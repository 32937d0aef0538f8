CREATE TABLE "habit_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "habit_categories_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "habit_checkins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"habit_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"date" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_checkins_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "habit_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL,
	"days_done" integer DEFAULT 0 NOT NULL,
	"last_checkin_on" date
);
--> statement-breakpoint
CREATE TABLE "habit_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"checkin_id" bigint NOT NULL,
	"tracking_id" integer NOT NULL,
	"habit_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"date" date NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_proofs_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "habit_reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"send_id" bigint,
	"detail" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habit_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"has_reminder" boolean DEFAULT false NOT NULL,
	"reminder" jsonb,
	"reminder_from" timestamp with time zone DEFAULT now() NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_trackings_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tracking_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"proof" text DEFAULT 'none' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "habits_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "habit_categories" ADD CONSTRAINT "habit_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_categories" ADD CONSTRAINT "habit_categories_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."habit_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_checkins" ADD CONSTRAINT "habit_checkins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_checkins" ADD CONSTRAINT "habit_checkins_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."habit_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_checkins" ADD CONSTRAINT "habit_checkins_habit_fk" FOREIGN KEY ("account_id","habit_id") REFERENCES "public"."habits"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_checkins" ADD CONSTRAINT "habit_checkins_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_contacts" ADD CONSTRAINT "habit_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_contacts" ADD CONSTRAINT "habit_contacts_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."habit_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_contacts" ADD CONSTRAINT "habit_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_proofs" ADD CONSTRAINT "habit_proofs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_proofs" ADD CONSTRAINT "habit_proofs_checkin_fk" FOREIGN KEY ("account_id","checkin_id") REFERENCES "public"."habit_checkins"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_proofs" ADD CONSTRAINT "habit_proofs_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminder_deliveries" ADD CONSTRAINT "habit_reminder_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminder_deliveries" ADD CONSTRAINT "habit_reminder_deliveries_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."habit_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_reminder_deliveries" ADD CONSTRAINT "habit_reminder_deliveries_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_trackings" ADD CONSTRAINT "habit_trackings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_tracking_fk" FOREIGN KEY ("account_id","tracking_id") REFERENCES "public"."habit_trackings"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."habit_categories"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_categories_tracking_idx" ON "habit_categories" USING btree ("account_id","tracking_id","order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_checkins_day_idx" ON "habit_checkins" USING btree ("habit_id","contact_id","date");--> statement-breakpoint
CREATE INDEX "habit_checkins_contact_idx" ON "habit_checkins" USING btree ("account_id","tracking_id","contact_id","date");--> statement-breakpoint
CREATE INDEX "habit_checkins_account_contact_idx" ON "habit_checkins" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_contacts_pair_idx" ON "habit_contacts" USING btree ("tracking_id","contact_id");--> statement-breakpoint
CREATE INDEX "habit_contacts_account_idx" ON "habit_contacts" USING btree ("account_id","tracking_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "habit_contacts_contact_idx" ON "habit_contacts" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "habit_contacts_rank_idx" ON "habit_contacts" USING btree ("account_id","tracking_id","status","score" DESC NULLS LAST,"current_streak" DESC NULLS LAST,"contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_proofs_checkin_idx" ON "habit_proofs" USING btree ("checkin_id");--> statement-breakpoint
CREATE INDEX "habit_proofs_tracking_idx" ON "habit_proofs" USING btree ("account_id","tracking_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "habit_proofs_contact_idx" ON "habit_proofs" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "habit_reminder_deliveries_once_idx" ON "habit_reminder_deliveries" USING btree ("tracking_id","contact_id","due_at");--> statement-breakpoint
CREATE INDEX "habit_reminder_deliveries_contact_idx" ON "habit_reminder_deliveries" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "habit_trackings_account_idx" ON "habit_trackings" USING btree ("account_id","order" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "habits_category_idx" ON "habits" USING btree ("account_id","category_id","order","id");--> statement-breakpoint
CREATE INDEX "habits_tracking_idx" ON "habits" USING btree ("account_id","tracking_id");