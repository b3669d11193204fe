CREATE TABLE "points_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_balance_guard" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_transfers_amount_not_zero" CHECK ("points_transfers"."amount" <> 0),
	CONSTRAINT "points_transfers_key_length" CHECK (char_length("points_transfers"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_transfers_idempotency_key" ON "points_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "points_transfers_member_idx" ON "points_transfers" USING btree ("member_id","id");--> statement-breakpoint
-- Points transfers are append-only: a correction is a new transfer, never an edit of an old one.
CREATE FUNCTION points_transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_transfers is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_transfers_no_update_or_delete BEFORE UPDATE OR DELETE ON points_transfers
  FOR EACH ROW EXECUTE FUNCTION points_transfers_append_only();
--> statement-breakpoint
CREATE TRIGGER points_transfers_no_truncate BEFORE TRUNCATE ON points_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION points_transfers_append_only();
