CREATE TABLE "help_articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"promotion_type" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "banners_schedule" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."starts_at" < "banners"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"league" jsonb NOT NULL,
	"home_team" jsonb NOT NULL,
	"away_team" jsonb NOT NULL,
	"home_team_image" text,
	"away_team_image" text,
	"match_time" timestamp with time zone NOT NULL,
	"home_team_odds" integer NOT NULL,
	"away_team_odds" integer NOT NULL,
	CONSTRAINT "hot_matches_odds" CHECK ("hot_matches"."home_team_odds" > 0 and "hot_matches"."away_team_odds" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"marquee" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "player_notices_schedule" CHECK ("player_notices"."starts_at" is null or "player_notices"."ends_at" is null or "player_notices"."starts_at" < "player_notices"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text,
	"linkage_type" text NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "popups_schedule" CHECK ("popups"."starts_at" is null or "popups"."ends_at" is null or "popups"."starts_at" < "popups"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "jackpot_url" text;--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group_name","sort_order");--> statement-breakpoint
CREATE INDEX "hot_matches_time_idx" ON "hot_matches" USING btree ("match_time");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "bet_rounds_wins_idx" ON "bet_rounds" USING btree ("settled_at") WHERE "bet_rounds"."demo" = false and "bet_rounds"."payout" > 0;