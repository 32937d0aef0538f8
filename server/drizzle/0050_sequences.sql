CREATE TABLE "sequence_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"subscriber_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"step" integer,
	"send_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequence_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"schedule_mode" text DEFAULT 'delay' NOT NULL,
	"delay_days" integer DEFAULT 0 NOT NULL,
	"send_time" text,
	"send_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sequence_messages_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "sequence_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"status" text NOT NULL,
	"message_id" integer,
	"steps" integer DEFAULT 0 NOT NULL,
	"anchor_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wake_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sequence_subscribers_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ordering" integer DEFAULT 0 NOT NULL,
	"folder_id" integer,
	"scheduled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sequences_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_message_fk" FOREIGN KEY ("account_id","message_id") REFERENCES "public"."sequence_messages"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_deliveries" ADD CONSTRAINT "sequence_deliveries_subscriber_fk" FOREIGN KEY ("account_id","subscriber_id") REFERENCES "public"."sequence_subscribers"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_messages" ADD CONSTRAINT "sequence_messages_sequence_fk" FOREIGN KEY ("account_id","sequence_id") REFERENCES "public"."sequences"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_sequence_fk" FOREIGN KEY ("account_id","sequence_id") REFERENCES "public"."sequences"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_subscribers" ADD CONSTRAINT "sequence_subscribers_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequences" ADD CONSTRAINT "sequences_folder_fk" FOREIGN KEY ("account_id","folder_id") REFERENCES "public"."folders"("account_id","id") ON DELETE SET NULL ("folder_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_deliveries_step_idx" ON "sequence_deliveries" USING btree ("subscriber_id","step");--> statement-breakpoint
CREATE INDEX "sequence_deliveries_message_idx" ON "sequence_deliveries" USING btree ("account_id","message_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sequence_deliveries_sequence_idx" ON "sequence_deliveries" USING btree ("account_id","sequence_id","created_at");--> statement-breakpoint
CREATE INDEX "sequence_messages_sequence_idx" ON "sequence_messages" USING btree ("account_id","sequence_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sequence_subscribers_active_idx" ON "sequence_subscribers" USING btree ("sequence_id","contact_id") WHERE "sequence_subscribers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sequence_subscribers_due_idx" ON "sequence_subscribers" USING btree ("wake_at") WHERE "sequence_subscribers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sequence_subscribers_sequence_idx" ON "sequence_subscribers" USING btree ("account_id","sequence_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sequence_subscribers_message_idx" ON "sequence_subscribers" USING btree ("account_id","message_id") WHERE "sequence_subscribers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sequence_subscribers_contact_idx" ON "sequence_subscribers" USING btree ("account_id","contact_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sequences_account_idx" ON "sequences" USING btree ("account_id","ordering" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sequences_folder_idx" ON "sequences" USING btree ("account_id","folder_id");