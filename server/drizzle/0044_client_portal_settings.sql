CREATE TABLE "client_portal_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_portal_announcements_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_portal_navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"open_in_new_tab" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_portal_navigation_items_account_id_unique" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_portal_settings" (
	"account_id" integer NOT NULL,
	"tab_classroom" text NOT NULL,
	"tab_playbook" text NOT NULL,
	"tab_page" text NOT NULL,
	"tab_form" text NOT NULL,
	"tab_workout" text NOT NULL,
	"tab_file" text NOT NULL,
	"tab_calendar" text NOT NULL,
	"tab_progress" text NOT NULL,
	"morning_text" text NOT NULL,
	"afternoon_text" text NOT NULL,
	"evening_text" text NOT NULL,
	"welcome_enabled" boolean NOT NULL,
	"welcome_title" text NOT NULL,
	"welcome_message" text NOT NULL,
	"welcome_video_url" text NOT NULL,
	"show_rewards" boolean NOT NULL,
	"show_chat" boolean NOT NULL,
	"show_calendar" boolean NOT NULL,
	"point_name" text NOT NULL,
	"point_currency" text NOT NULL,
	"reward_notification" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "client_portal_settings_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
ALTER TABLE "client_portal_announcements" ADD CONSTRAINT "client_portal_announcements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_announcements" ADD CONSTRAINT "client_portal_announcements_setting_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_portal_settings"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_navigation_items" ADD CONSTRAINT "client_portal_navigation_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_navigation_items" ADD CONSTRAINT "client_portal_navigation_items_setting_fk" FOREIGN KEY ("account_id") REFERENCES "public"."client_portal_settings"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_portal_settings" ADD CONSTRAINT "client_portal_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_portal_announcements_account_idx" ON "client_portal_announcements" USING btree ("account_id","sort_order");--> statement-breakpoint
CREATE INDEX "client_portal_navigation_items_account_idx" ON "client_portal_navigation_items" USING btree ("account_id","sort_order");