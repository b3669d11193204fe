CREATE INDEX "sessions_recent_idx" ON "sessions" USING btree ("last_seen_at") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE TABLE "team_balances" (
	"agent_id" bigint PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"summed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "agent_tree_ancestor_depth_idx";--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth","member_id");