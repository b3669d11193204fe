CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_key_length" CHECK (char_length("ledger_transfers"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_balance_non_negative";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "may_go_negative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_wallet_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_wallet_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_operator_kind_key" ON "wallet_accounts" USING btree ("kind","currency") WHERE "wallet_accounts"."member_id" is null;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_balance_guard" CHECK ("wallet_accounts"."balance" >= 0 or "wallet_accounts"."may_go_negative");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner_kind" CHECK (("wallet_accounts"."member_id" is not null and "wallet_accounts"."kind" ~ '^(MAIN|VENDOR:[A-Z0-9_]{1,32})$' and not "wallet_accounts"."may_go_negative")
        or ("wallet_accounts"."member_id" is null and "wallet_accounts"."kind" in ('CASH_IN', 'CASH_OUT', 'BONUS', 'GAME_HOUSE', 'COMMISSION', 'ADJUSTMENT')));