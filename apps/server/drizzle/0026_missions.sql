CREATE TABLE "mission_board_rows" (
	"mission_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"value" bigint NOT NULL,
	"prize" jsonb,
	"reward_id" bigint,
	CONSTRAINT "mission_board_rows_mission_id_rank_pk" PRIMARY KEY("mission_id","rank")
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"mission_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"milestone_index" smallint NOT NULL,
	"reward_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_mission_id_member_id_milestone_index_pk" PRIMARY KEY("mission_id","member_id","milestone_index")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"banner_url" text,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"audience" jsonb NOT NULL,
	"categories" text[] NOT NULL,
	"milestones" jsonb NOT NULL,
	"leaderboard" jsonb,
	"claim_days" smallint NOT NULL,
	"published" boolean NOT NULL,
	"frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_board_rows" ADD CONSTRAINT "mission_board_rows_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_board_rows_member_idx" ON "mission_board_rows" USING btree ("mission_id","member_id");--> statement-breakpoint
CREATE INDEX "mission_claims_member_idx" ON "mission_claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "missions_end_day_idx" ON "missions" USING btree ("end_day");