CREATE TABLE "points_earning_buckets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"base" bigint NOT NULL,
	"unit" bigint NOT NULL,
	"points" integer NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_earning_buckets_rate" CHECK ("points_earning_buckets"."unit" > 0 and "points_earning_buckets"."points" > 0),
	CONSTRAINT "points_earning_buckets_figures" CHECK ("points_earning_buckets"."base" >= 0 and "points_earning_buckets"."credited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"points" bigint NOT NULL,
	"price" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"points_transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_purchases_positive" CHECK ("points_purchases"."points" > 0 and "points_purchases"."price" > 0 and "points_purchases"."cost" = "points_purchases"."points" * "points_purchases"."price")
);
--> statement-breakpoint
CREATE TABLE "points_rates" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bet" jsonb NOT NULL,
	"deposit" jsonb NOT NULL,
	"purchase" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rates_single_row" CHECK ("points_rates"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_earning_buckets_member_day_source_key" ON "points_earning_buckets" USING btree ("member_id","day","source");--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_member_request_key" ON "points_purchases" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_purchases_member_idx" ON "points_purchases" USING btree ("member_id","id");