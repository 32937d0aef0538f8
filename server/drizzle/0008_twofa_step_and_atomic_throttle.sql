ALTER TABLE "users" ADD COLUMN "twofa_last_step" integer;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "allowed" boolean DEFAULT true NOT NULL;