CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"settlement_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"products" jsonb NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_amount_positive" CHECK ("rebate_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_coverage" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"covered" bigint NOT NULL,
	CONSTRAINT "rebate_coverage_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_rebate" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_settings_single_row" CHECK ("rebate_settings"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_member_kind_date_key" ON "rebate_claims" USING btree ("member_id","kind","settlement_date");--> statement-breakpoint
CREATE INDEX "rebate_claims_date_idx" ON "rebate_claims" USING btree ("settlement_date");