CREATE TABLE "calendar_event_contacts" (
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	CONSTRAINT "calendar_event_contacts_event_id_contact_id_pk" PRIMARY KEY("event_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time,
	"everyone" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "calendar_event_contacts" ADD CONSTRAINT "calendar_event_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_contacts" ADD CONSTRAINT "calendar_event_contacts_event_fk" FOREIGN KEY ("account_id","event_id") REFERENCES "public"."calendar_events"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_contacts" ADD CONSTRAINT "calendar_event_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_contacts_contact_idx" ON "calendar_event_contacts" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "calendar_events_account_idx" ON "calendar_events" USING btree ("account_id","event_date","start_time");