CREATE TABLE "house_lottery_draws" (
	"game_id" text NOT NULL,
	"draw_no" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"result" jsonb,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "house_lottery_draws_game_id_draw_no_pk" PRIMARY KEY("game_id","draw_no")
);
--> statement-breakpoint
CREATE INDEX "house_lottery_draws_due_idx" ON "house_lottery_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE INDEX "house_lottery_draws_game_idx" ON "house_lottery_draws" USING btree ("game_id","draws_at");