CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"member_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_checkpoints" (
	"consumer" text PRIMARY KEY NOT NULL,
	"tx" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id"),
	CONSTRAINT "agent_tree_depth" CHECK ("agent_tree"."depth" >= 0 and ("agent_tree"."depth" = 0) = ("agent_tree"."ancestor_id" = "agent_tree"."member_id"))
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"first_bet_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_member_id_day_category_pk" PRIMARY KEY("member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "member_milestones" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" bigint,
	"first_bet_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"first_bet_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"bettors" integer DEFAULT 0 NOT NULL,
	"depositors" integer DEFAULT 0 NOT NULL,
	"login_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_agent_id_day_category_pk" PRIMARY KEY("agent_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "bet_rounds" ADD COLUMN "upline_ids" bigint[];--> statement-breakpoint
CREATE INDEX "domain_events_order_idx" ON "domain_events" USING btree ("tx","id");--> statement-breakpoint
CREATE INDEX "agent_tree_member_idx" ON "agent_tree" USING btree ("member_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_daily_stats_day_idx" ON "member_daily_stats" USING btree ("day");--> statement-breakpoint
-- Domain events are append-only, like the ledger: what happened is never edited.
CREATE FUNCTION domain_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'domain_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER domain_events_no_update_or_delete BEFORE UPDATE OR DELETE ON domain_events
  FOR EACH ROW EXECUTE FUNCTION domain_events_append_only();
--> statement-breakpoint
CREATE TRIGGER domain_events_no_truncate BEFORE TRUNCATE ON domain_events
  FOR EACH STATEMENT EXECUTE FUNCTION domain_events_append_only();
--> statement-breakpoint
-- The tree of the members registered so far, from their uplines.
INSERT INTO agent_tree (ancestor_id, member_id, depth)
WITH RECURSIVE chain (ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.parent_id, chain.member_id, chain.depth + 1
  FROM chain JOIN members m ON m.id = chain.ancestor_id
  WHERE m.parent_id IS NOT NULL AND chain.depth < 1000
)
SELECT ancestor_id, member_id, depth FROM chain;
--> statement-breakpoint
-- What happened before events were recorded, in time order, so statistics cover all of it.
INSERT INTO domain_events (type, member_id, occurred_at, payload)
SELECT type, member_id, occurred_at, payload FROM (
  SELECT 'member.registered' AS type, id AS member_id, created_at AS occurred_at,
    jsonb_build_object('parentId', parent_id) AS payload
  FROM members
  UNION ALL
  SELECT 'deposit.credited', member_id, decided_at,
    jsonb_build_object('orderId', id, 'amount', amount::text)
  FROM deposit_orders WHERE status = 'CREDITED' AND decided_at IS NOT NULL
  UNION ALL
  SELECT 'withdrawal.paid', member_id, decided_at,
    jsonb_build_object('orderId', id, 'amount', amount::text)
  FROM withdrawal_orders WHERE status = 'APPROVED' AND decided_at IS NOT NULL
  UNION ALL
  SELECT 'withdrawal.returned', member_id, decided_at,
    jsonb_build_object('orderId', id, 'amount', amount::text)
  FROM withdrawal_orders WHERE status = 'REJECTED' AND decided_at IS NOT NULL
  UNION ALL
  SELECT 'round.settled', r.member_id, r.settled_at,
    jsonb_build_object('vassalage', r.vassalage, 'roundId', r.round_id, 'nodeId', r.node_id,
      'category', r.game_type, 'stake', r.stake::text, 'validBet', r.stake::text, 'payout', r.payout::text,
      'uplineIds', coalesce((SELECT jsonb_agg(t.ancestor_id ORDER BY t.depth) FROM agent_tree t
        WHERE t.member_id = r.member_id AND t.depth > 0), '[]'::jsonb))
  FROM bet_rounds r WHERE r.status = 'SETTLED' AND NOT r.demo AND r.settled_at IS NOT NULL
) history
ORDER BY occurred_at;
