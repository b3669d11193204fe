CREATE TABLE "vip_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"rank_id" integer NOT NULL,
	"kind" text NOT NULL,
	"salary_period" text,
	"period" date,
	"reward_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rank_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"period" date,
	"staff_id" bigint,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb NOT NULL,
	"label_color" text NOT NULL,
	"text_color" text NOT NULL,
	"match" text NOT NULL,
	"promotion" jsonb NOT NULL,
	"keep_match" text NOT NULL,
	"keep" jsonb NOT NULL,
	"upgrade_bonus" bigint,
	"salaries" jsonb NOT NULL,
	"rebate_bonus" jsonb NOT NULL,
	"withdrawal_daily_count" integer,
	"withdrawal_max_amount" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vip_grants_reward_key" ON "vip_grants" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "vip_grants_member_idx" ON "vip_grants" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "vip_rank_changes_member_idx" ON "vip_rank_changes" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_rank_changes_demotion_key" ON "vip_rank_changes" USING btree ("member_id","period") WHERE "vip_rank_changes"."reason" = 'DEMOTION';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_ranks_level_key" ON "vip_ranks" USING btree ("level");