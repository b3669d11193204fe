CREATE TABLE "bet_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"demo" boolean NOT NULL,
	"wallet_kind" text NOT NULL,
	"node_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_rounds_amounts" CHECK ("bet_rounds"."stake" >= 0 and "bet_rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_catalogue_state_single_row" CHECK ("game_catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text,
	"categories" text[] NOT NULL,
	"wallet_mode" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"launch_url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_code" CHECK ("game_vendors"."vassalage" ~ '^[A-Z0-9_]{1,32}$'),
	CONSTRAINT "game_vendors_maintenance" CHECK (("game_vendors"."maintenance_start" is null) = ("game_vendors"."maintenance_end" is null) and ("game_vendors"."maintenance_start" is null or "game_vendors"."maintenance_start" < "game_vendors"."maintenance_end"))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" bigserial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"game_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"icon_url" text NOT NULL,
	"lager_icon" text,
	"supports_trial" boolean DEFAULT false NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"platforms" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_maintenance" CHECK (("games"."maintenance_start" is null) = ("games"."maintenance_end" is null) and ("games"."maintenance_start" is null or "games"."maintenance_start" < "games"."maintenance_end"))
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"node_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"demo" boolean NOT NULL,
	"wallet_kind" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"node_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"demo" boolean NOT NULL,
	"wallet_kind" text NOT NULL,
	"demo_balance" bigint,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_sessions_demo_balance" CHECK (("player_sessions"."demo" and "player_sessions"."demo_balance" >= 0) or (not "player_sessions"."demo" and "player_sessions"."demo_balance" is null))
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"player_id" text NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"fields" jsonb NOT NULL,
	"answer" jsonb,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_game_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_rounds_vendor_round_player_key" ON "bet_rounds" USING btree ("vassalage","round_id","player_id");--> statement-breakpoint
CREATE INDEX "bet_rounds_member_opened_idx" ON "bet_rounds" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "bet_rounds_member_settled_idx" ON "bet_rounds" USING btree ("member_id","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_key" ON "games" USING btree ("vassalage","game_id");--> statement-breakpoint
CREATE INDEX "games_vendor_code_idx" ON "games" USING btree ("vassalage","game_code");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "launch_tokens_expires_idx" ON "launch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_sessions_token_key" ON "player_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_key" ON "vendor_transactions" USING btree ("vassalage","transaction_id");