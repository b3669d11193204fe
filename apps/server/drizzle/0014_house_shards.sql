DROP INDEX "wallet_accounts_operator_kind_key";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_operator_kind_key" ON "wallet_accounts" USING btree ("kind","currency","shard") WHERE "wallet_accounts"."member_id" is null;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_shard" CHECK ("wallet_accounts"."shard" >= 0 and ("wallet_accounts"."member_id" is null or "wallet_accounts"."shard" = 0));