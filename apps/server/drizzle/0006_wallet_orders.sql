CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"gateway" text,
	"gateway_secret" text,
	"name_ja" text NOT NULL,
	"name_en" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"payee" jsonb,
	"instructions_ja" text DEFAULT '' NOT NULL,
	"instructions_en" text DEFAULT '' NOT NULL,
	"expiry_minutes" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."min_amount" <= "deposit_channels"."max_amount"),
	CONSTRAINT "deposit_channels_kind" CHECK (("deposit_channels"."kind" = 'BANK_TRANSFER' and "deposit_channels"."payee" is not null) or ("deposit_channels"."kind" = 'ONLINE' and "deposit_channels"."gateway" is not null and "deposit_channels"."gateway_secret" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"channel_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_reference" text,
	"payment_url" text,
	"reason" text,
	"transfer_id" bigint,
	"decided_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_proofs" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"reason" text,
	"decided_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_amount_positive" CHECK ("withdrawal_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner_kind";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "debit_balance_after" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "credit_balance_after" bigint;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_proofs" ADD CONSTRAINT "deposit_proofs_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number_key" ON "bank_accounts" USING btree ("member_id","account_number");--> statement-breakpoint
CREATE INDEX "bank_accounts_member_idx" ON "bank_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_key" ON "deposit_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_request_key" ON "withdrawal_orders" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member_idx" ON "withdrawal_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "member_notifications_member_idx" ON "member_notifications" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner_kind" CHECK (("wallet_accounts"."member_id" is not null and "wallet_accounts"."kind" ~ '^(MAIN|HOLD|VENDOR:[A-Z0-9_]{1,32})$' and not "wallet_accounts"."may_go_negative")
        or ("wallet_accounts"."member_id" is null and "wallet_accounts"."kind" in ('CASH_IN', 'CASH_OUT', 'BONUS', 'GAME_HOUSE', 'COMMISSION', 'ADJUSTMENT')));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
