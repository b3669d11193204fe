ALTER TABLE "members" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "wrong_password_locks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "work" jsonb;--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "work_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "wrong_password_locks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_challenges" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Staff locked by wrong passwords before locks became temporary were locked for good: they start again.
UPDATE "staff" SET "status" = 'ACTIVE', "failed_login_count" = 0 WHERE "status" = 'LOCKED';--> statement-breakpoint
-- The profile setting gains the lock period (15 minutes, the default of a new install).
UPDATE "site_settings" SET "value" = "value" || '{"loginLockMinutes":15}'::jsonb WHERE "key" = 'profile' AND NOT ("value" ? 'loginLockMinutes');
