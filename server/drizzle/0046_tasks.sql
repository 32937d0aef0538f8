CREATE TABLE "task_contacts" (
	"account_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"contact_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_contacts_task_id_contact_id_pk" PRIMARY KEY("task_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"due_time" time,
	"due_at" timestamp with time zone,
	"remind" boolean DEFAULT true NOT NULL,
	"reminded_at" timestamp with time zone,
	"assignee_id" integer,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "task_contacts" ADD CONSTRAINT "task_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_contacts" ADD CONSTRAINT "task_contacts_task_fk" FOREIGN KEY ("account_id","task_id") REFERENCES "public"."tasks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_contacts" ADD CONSTRAINT "task_contacts_contact_fk" FOREIGN KEY ("account_id","contact_id") REFERENCES "public"."contacts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_contacts_contact_idx" ON "task_contacts" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE INDEX "tasks_account_idx" ON "tasks" USING btree ("account_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("account_id","assignee_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_reminder_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."remind" and "tasks"."reminded_at" is null and "tasks"."done_at" is null;