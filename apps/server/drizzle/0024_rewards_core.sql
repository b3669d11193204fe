CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"title" jsonb NOT NULL,
	"prize_kind" text NOT NULL,
	"amount" bigint,
	"points" bigint,
	"ticket_event_id" bigint,
	"ticket_count" integer,
	"turnover" jsonb,
	"status" text NOT NULL,
	"claim_mode" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transfer_id" bigint,
	CONSTRAINT "rewards_source_known" CHECK ("rewards"."source" in ('PROMOTION', 'SIGN_IN', 'NEWBIE', 'RESCUE', 'PROMO_CODE', 'MISSION', 'TICKET', 'MANUAL')),
	CONSTRAINT "rewards_prize_known" CHECK ("rewards"."prize_kind" in ('MONEY', 'BONUS', 'POINTS', 'TICKET', 'ITEM', 'RETRY')),
	CONSTRAINT "rewards_status_known" CHECK ("rewards"."status" in ('PENDING', 'CLAIMED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "rewards_claim_mode_known" CHECK ("rewards"."claim_mode" in ('AUTO', 'MANUAL')),
	CONSTRAINT "rewards_prize_fields" CHECK (("rewards"."prize_kind" in ('MONEY', 'BONUS') and "rewards"."amount" > 0)
        or ("rewards"."prize_kind" = 'POINTS' and "rewards"."points" > 0)
        or ("rewards"."prize_kind" = 'TICKET' and "rewards"."ticket_event_id" is not null and "rewards"."ticket_count" > 0))
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reward_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"base" text NOT NULL,
	"multiple" integer NOT NULL,
	"weights" jsonb NOT NULL,
	"required" bigint NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"forfeit_transfer_id" bigint,
	CONSTRAINT "turnover_requirements_status_known" CHECK ("turnover_requirements"."status" in ('ACTIVE', 'MET', 'CANCELLED', 'FORFEITED')),
	CONSTRAINT "turnover_requirements_base_known" CHECK ("turnover_requirements"."base" in ('BONUS', 'BONUS_PLUS_DEPOSIT')),
	CONSTRAINT "turnover_requirements_amounts" CHECK ("turnover_requirements"."bonus" > 0 and "turnover_requirements"."required" >= 0 and "turnover_requirements"."counted" >= 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_member_source_ref" ON "rewards" USING btree ("member_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "rewards_member_status" ON "rewards" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "rewards_claimed_at" ON "rewards" USING btree ("claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_reward" ON "turnover_requirements" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "turnover_requirements_member_status" ON "turnover_requirements" USING btree ("member_id","status");