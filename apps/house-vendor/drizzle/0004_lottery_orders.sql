CREATE TABLE "house_lottery_exposure" (
	"game_id" text NOT NULL,
	"draw_no" text NOT NULL,
	"unit_key" text NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "house_lottery_exposure_game_id_draw_no_unit_key_pk" PRIMARY KEY("game_id","draw_no","unit_key")
);
--> statement-breakpoint
CREATE TABLE "house_lottery_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"platform_session_id" text NOT NULL,
	"game_id" text NOT NULL,
	"draw_no" text NOT NULL,
	"request_id" uuid NOT NULL,
	"follow_id" uuid,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"bet_type" text NOT NULL,
	"picks" jsonb NOT NULL,
	"units" integer NOT NULL,
	"stake_per_unit" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean NOT NULL,
	"status" text NOT NULL,
	"cancelled_by" text,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_lottery_orders_request_idx" ON "house_lottery_orders" USING btree ("player_id","request_id","draw_no");--> statement-breakpoint
CREATE INDEX "house_lottery_orders_draw_idx" ON "house_lottery_orders" USING btree ("game_id","draw_no","status");--> statement-breakpoint
CREATE INDEX "house_lottery_orders_player_idx" ON "house_lottery_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "house_lottery_orders_follow_idx" ON "house_lottery_orders" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "house_lottery_orders_unfinished_idx" ON "house_lottery_orders" USING btree ("status","updated_at") WHERE "house_lottery_orders"."status" in ('PENDING', 'CANCELLING', 'SETTLING');