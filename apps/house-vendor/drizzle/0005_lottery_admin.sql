CREATE TABLE "house_lottery_settings" (
	"game_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds" jsonb NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_exposure" bigint NOT NULL,
	"updated_by" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_lottery_settings_game_id_bet_type_pk" PRIMARY KEY("game_id","bet_type")
);
--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "entered_result" jsonb;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "entered_by" jsonb;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "confirmed_by" jsonb;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "cancelled_by" jsonb;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "house_lottery_draws" ADD COLUMN "cancelled_at" timestamp with time zone;