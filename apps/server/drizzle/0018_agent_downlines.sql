CREATE TABLE "agent_created_members" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"agents_may_create_agents" boolean DEFAULT true NOT NULL,
	"max_rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_policy_single_row" CHECK ("agent_policy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "downline_remarks" (
	"agent_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "downline_remarks_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_rebate_rates" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "member_rebate_rates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "member_rebate_rates_rate" CHECK ("member_rebate_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"account_type" text NOT NULL,
	"expiry" text NOT NULL,
	"channel" text NOT NULL,
	"channel_label" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_code_key" ON "referral_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_links_agent_idx" ON "referral_links" USING btree ("agent_id","created_at");