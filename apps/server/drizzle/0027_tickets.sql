CREATE TABLE "ticket_code_redemptions" (
	"code_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_code_redemptions_code_id_member_id_pk" PRIMARY KEY("code_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	"reward" jsonb NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_codes_uses" CHECK ("ticket_codes"."uses" >= 0 and "ticket_codes"."uses" <= "ticket_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "ticket_earnings" (
	"member_id" bigint NOT NULL,
	"issue_key" text NOT NULL,
	"event_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_earnings_member_id_issue_key_pk" PRIMARY KEY("member_id","issue_key")
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"schedule" jsonb,
	"prizes" jsonb NOT NULL,
	"budget" bigint NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_events_within_budget" CHECK ("ticket_events"."spent" >= 0 and "ticket_events"."spent" <= "ticket_events"."budget")
);
--> statement-breakpoint
CREATE TABLE "ticket_play_days" (
	"event_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_play_days_event_id_member_id_day_pk" PRIMARY KEY("event_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"issue_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"prize_index" integer,
	"prize" jsonb,
	"budget_fallback" boolean DEFAULT false NOT NULL,
	"reward_id" bigint,
	"delivery_status" text DEFAULT 'NOT_APPLICABLE' NOT NULL,
	"delivery_note" text,
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('NEW', 'OPENED'))
);
--> statement-breakpoint
ALTER TABLE "ticket_code_redemptions" ADD CONSTRAINT "ticket_code_redemptions_code_id_ticket_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."ticket_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_earnings" ADD CONSTRAINT "ticket_earnings_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_play_days" ADD CONSTRAINT "ticket_play_days_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_codes_code" ON "ticket_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "ticket_earnings_pending_idx" ON "ticket_earnings" USING btree ("created_at") WHERE "ticket_earnings"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "ticket_events_window_idx" ON "ticket_events" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "ticket_play_days_day_idx" ON "ticket_play_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_issue_key" ON "tickets" USING btree ("member_id","issue_key");--> statement-breakpoint
CREATE INDEX "tickets_member_idx" ON "tickets" USING btree ("member_id","status","event_id");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "tickets_delivery_idx" ON "tickets" USING btree ("delivery_status","opened_at") WHERE "tickets"."delivery_status" <> 'NOT_APPLICABLE';