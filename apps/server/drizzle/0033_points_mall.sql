CREATE TABLE "point_mall_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"points_price" bigint NOT NULL,
	"mixed_points" bigint,
	"mixed_money" bigint,
	"cash_value" bigint,
	"stock" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_mall_items_stock_guard" CHECK ("point_mall_items"."stock" >= 0),
	CONSTRAINT "point_mall_items_prices" CHECK ("point_mall_items"."points_price" > 0 and ("point_mall_items"."mixed_points" is null) = ("point_mall_items"."mixed_money" is null)),
	CONSTRAINT "point_mall_items_cash_value" CHECK (("point_mall_items"."kind" = 'GAME_MONEY') = ("point_mall_items"."cash_value" is not null))
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"redeem_type" text NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"redeem_amount" bigint,
	"status" text DEFAULT 'P' NOT NULL,
	"remark" text,
	"receiver_name" text,
	"receiver_address" text,
	"receiver_phone" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" bigint,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_status_known" CHECK ("point_redemptions"."status" in ('P', 'R', 'A')),
	CONSTRAINT "point_redemptions_positive" CHECK ("point_redemptions"."quantity" > 0 and "point_redemptions"."points" > 0 and "point_redemptions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_point_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."point_mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_mall_items_category_idx" ON "point_mall_items" USING btree ("category","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_idx" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status","id");