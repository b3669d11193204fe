CREATE TABLE "promo_code_redemptions" (
	"code_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_redemptions_code_id_member_id_pk" PRIMARY KEY("code_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"prize" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"category" text,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_newbie_claims" (
	"member_id" bigint NOT NULL,
	"step_id" text NOT NULL,
	"register_ip" text,
	"reward_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_newbie_claims_member_id_step_id_pk" PRIMARY KEY("member_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "reward_rescues" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_rescues_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "reward_sign_ins" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_day" integer NOT NULL,
	"reward_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_sign_ins_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "reward_task_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reward_newbie_claims_ip_idx" ON "reward_newbie_claims" USING btree ("register_ip");