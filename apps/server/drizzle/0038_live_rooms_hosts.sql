CREATE TABLE "live_hosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"status" text NOT NULL,
	"languages" text[] NOT NULL,
	"chat_url" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "live_hosts_status" CHECK ("live_hosts"."status" in ('ONLINE', 'BUSY', 'OFFLINE')),
	CONSTRAINT "live_hosts_chat_url" CHECK ("live_hosts"."chat_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "rooms_url" text;--> statement-breakpoint
CREATE INDEX "live_hosts_order_idx" ON "live_hosts" USING btree ("sort_order","id");