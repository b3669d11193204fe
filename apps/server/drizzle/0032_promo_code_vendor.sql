CREATE TABLE "member_vendor_daily_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_vendor_daily_stats_member_id_vendor_day_category_pk" PRIMARY KEY("member_id","vendor","day","category")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "vendor" text;