CREATE TABLE "referral_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"invitee_id" bigint,
	"period" text,
	"source_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_grants_rule_known" CHECK ("referral_grants"."rule" in ('QUALIFIED', 'GROUP', 'FIRST_DEPOSIT', 'BETS'))
);
--> statement-breakpoint
CREATE TABLE "referral_invitees" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"qualify_until" date NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" bigint,
	"status" text NOT NULL,
	"failure" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referral_invitees_status_known" CHECK ("referral_invitees"."status" in ('QUALIFIED', 'NOT_QUALIFIED', 'FAILED', 'DUPLICATE_PHONE'))
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_first_deposit" bigint DEFAULT 10000 NOT NULL,
	"min_valid_bet" bigint,
	"qualify_days" integer DEFAULT 7 NOT NULL,
	"unique_phone" boolean DEFAULT true NOT NULL,
	"refuse_same_device" boolean DEFAULT true NOT NULL,
	"refuse_same_ip" boolean DEFAULT true NOT NULL,
	"qualified_reward" bigint,
	"group_size" integer,
	"group_reward" bigint,
	"first_deposit_share" integer DEFAULT 0 NOT NULL,
	"bet_share" integer DEFAULT 0 NOT NULL,
	"bet_period" text DEFAULT 'DAY' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_single_row" CHECK ("referral_settings"."id" = 1),
	CONSTRAINT "referral_settings_bet_period" CHECK ("referral_settings"."bet_period" in ('DAY', 'WEEK', 'MONTH'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referrer_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_device_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_grants_ref_key" ON "referral_grants" USING btree ("referrer_id","source_ref");--> statement-breakpoint
CREATE INDEX "referral_grants_referrer_idx" ON "referral_grants" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_invitees_referrer_idx" ON "referral_invitees" USING btree ("referrer_id","invitee_id");--> statement-breakpoint
CREATE INDEX "members_referrer_id_idx" ON "members" USING btree ("referrer_id");--> statement-breakpoint
UPDATE "members" SET "referrer_id" = "referrer"."id" FROM "members" AS "referrer"
  WHERE "referrer"."referral_code" = upper(trim("members"."registered_with_referral_code")) AND "members"."referrer_id" IS NULL;
