CREATE TABLE "team_transfer_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"downline_enabled" boolean NOT NULL,
	"take_back_enabled" boolean NOT NULL,
	"upline_enabled" boolean NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_max" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_transfer_settings_one_row" CHECK ("team_transfer_settings"."id" = 1),
	CONSTRAINT "team_transfer_settings_limits" CHECK ("team_transfer_settings"."min_amount" > 0 and "team_transfer_settings"."min_amount" <= "team_transfer_settings"."max_amount" and "team_transfer_settings"."max_amount" <= "team_transfer_settings"."daily_max")
);
--> statement-breakpoint
CREATE TABLE "team_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"initiator_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"from_member_id" bigint NOT NULL,
	"to_member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_transfers_amount_positive" CHECK ("team_transfers"."amount" > 0),
	CONSTRAINT "team_transfers_two_members" CHECK ("team_transfers"."from_member_id" <> "team_transfers"."to_member_id"),
	CONSTRAINT "team_transfers_direction" CHECK ("team_transfers"."direction" in ('TO_DOWNLINE', 'FROM_DOWNLINE', 'TO_UPLINE'))
);
--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_transfers_request_key" ON "team_transfers" USING btree ("initiator_id","request_id");--> statement-breakpoint
CREATE INDEX "team_transfers_initiator_day_idx" ON "team_transfers" USING btree ("initiator_id","created_at");