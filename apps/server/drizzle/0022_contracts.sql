CREATE TABLE "contract_figure_seal" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed_through" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_figure_seal_one_row" CHECK ("contract_figure_seal"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contract_figure_slots" (
	"member_id" bigint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_figure_slots_member_id_slot_category_pk" PRIMARY KEY("member_id","slot","category")
);
--> statement-breakpoint
CREATE TABLE "contract_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"event" text NOT NULL,
	"by" text,
	"staff_id" bigint,
	"terms" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_policies" (
	"kind" text PRIMARY KEY NOT NULL,
	"policy" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_rounds" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"contract_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"adjustment" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "contract_settlements_amount" CHECK ("contract_settlements"."amount" >= 0),
	CONSTRAINT "contract_settlements_status" CHECK ("contract_settlements"."status" in ('PENDING', 'PAID', 'REJECTED', 'FAILED', 'NO_PAYOUT'))
);
--> statement-breakpoint
CREATE TABLE "contract_terms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"effective_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb,
	"proposed_terms" jsonb,
	"requested_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"effective_from" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "contracts_two_members" CHECK ("contracts"."upline_id" is null or "contracts"."upline_id" <> "contracts"."downline_id")
);
--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_figure_slots_slot_idx" ON "contract_figure_slots" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "contract_history_contract_idx" ON "contract_history" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_rounds_slot_idx" ON "contract_rounds" USING btree ("slot");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_key" ON "contract_settlements" USING btree ("kind","period","contract_id");--> statement-breakpoint
CREATE INDEX "contract_settlements_agent_idx" ON "contract_settlements" USING btree ("agent_id","kind","period_end");--> statement-breakpoint
CREATE INDEX "contract_settlements_status_idx" ON "contract_settlements" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "contract_terms_contract_idx" ON "contract_terms" USING btree ("contract_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_live_key" ON "contracts" USING btree ("downline_id","kind","product") WHERE "contracts"."status" not in ('NOT_SIGNED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "contracts_upline_idx" ON "contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "contracts_kind_status_idx" ON "contracts" USING btree ("kind","status");