CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"owner_user_id" integer,
	"businessname" text NOT NULL,
	"business_type" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"phone" text,
	"module" text DEFAULT 'contacts' NOT NULL,
	"is_account_active" boolean DEFAULT true NOT NULL,
	"hibernated" boolean DEFAULT false NOT NULL,
	"is_account_suspended" boolean DEFAULT false NOT NULL,
	"is_location_suspended" boolean DEFAULT false NOT NULL,
	"has_trial_period" boolean DEFAULT false NOT NULL,
	"checkout_enabled" boolean DEFAULT false NOT NULL,
	"email_status" boolean DEFAULT true NOT NULL,
	"email_dns_missing" boolean DEFAULT false NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"fit_funnels" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_grants" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_grants_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "location_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"contacts_space" integer DEFAULT 1000 NOT NULL,
	"file_storage_limit" integer DEFAULT 1073741824 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"interval" text DEFAULT 'month' NOT NULL,
	"amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'trialing' NOT NULL,
	"has_funnels" boolean DEFAULT false NOT NULL,
	"has_stripe_subscription" boolean DEFAULT false NOT NULL,
	"is_special_plan" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"card_expires_at" timestamp with time zone,
	"is_payment_failed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"fname" text DEFAULT '' NOT NULL,
	"lname" text DEFAULT '' NOT NULL,
	"phone" text,
	"profile_pic" text,
	"account_id" integer NOT NULL,
	"company_id" integer,
	"location_id" integer,
	"is_company_location" boolean DEFAULT false NOT NULL,
	"is_organization_owner" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_latest_version" boolean DEFAULT true NOT NULL,
	"has_tooltip" boolean DEFAULT true NOT NULL,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"contact_preferences" jsonb,
	"mailgun_email" text,
	"twofa_secret" text,
	"twofa_pending_secret" text,
	"twofa_enabled" boolean DEFAULT false NOT NULL,
	"twofa_recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"developer_token_hash" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"accessed_location_id" integer NOT NULL,
	"company_admin_id" integer DEFAULT 0 NOT NULL,
	"twofa_state" text DEFAULT 'none' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"fname" text NOT NULL,
	"lname" text NOT NULL,
	"businessname" text NOT NULL,
	"business_type" text,
	"timezone" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"plan_id" text,
	"referral_token" text,
	"email_code_hash" text,
	"email_code_expires_at" timestamp with time zone,
	"phone_code_hash" text,
	"phone_code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"last_code_sent_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"business_verified_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "accounts_parent_idx" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_tabs_value_unique" ON "location_tabs" USING btree ("account_id","value");--> statement-breakpoint
CREATE INDEX "location_tabs_account_idx" ON "location_tabs" USING btree ("account_id","group","position");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_token_unique" ON "registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");