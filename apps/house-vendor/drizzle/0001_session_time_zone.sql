-- Sessions opened before the platform named the merchant's zone keep showing UTC until they expire.
ALTER TABLE "house_sessions" ADD COLUMN "time_zone" text NOT NULL DEFAULT 'UTC';--> statement-breakpoint
ALTER TABLE "house_sessions" ALTER COLUMN "time_zone" DROP DEFAULT;
