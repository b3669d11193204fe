CREATE TABLE "house_jackpot_wins" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_jackpots" (
	"currency" text PRIMARY KEY NOT NULL,
	"pool" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"platform_session_id" text NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" uuid NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"jackpot_win" bigint,
	"currency" text NOT NULL,
	"demo" boolean NOT NULL,
	"choice" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"state" jsonb,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"platform_session_id" text NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"demo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_idx" ON "house_rounds" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "house_rounds_player_idx" ON "house_rounds" USING btree ("player_id","game_id","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_unfinished_idx" ON "house_rounds" USING btree ("status","updated_at") WHERE "house_rounds"."status" in ('PENDING', 'OPEN', 'SETTLING');--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_open_board_idx" ON "house_rounds" USING btree ("player_id","game_id") WHERE "house_rounds"."kind" = 'MINES' and "house_rounds"."status" in ('PENDING', 'OPEN', 'SETTLING');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seed_pairs_active_idx" ON "house_seed_pairs" USING btree ("player_id") WHERE "house_seed_pairs"."active";--> statement-breakpoint
CREATE INDEX "house_sessions_expires_idx" ON "house_sessions" USING btree ("expires_at");