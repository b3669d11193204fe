CREATE TABLE "avatar_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_key" text,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_avatars" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"icon_id" integer,
	"content_type" text,
	"bytes" "bytea",
	"sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_avatars_icon_or_picture" CHECK (("member_avatars"."icon_id" is not null and "member_avatars"."bytes" is null and "member_avatars"."sha256" is null and "member_avatars"."content_type" is null) or ("member_avatars"."icon_id" is null and "member_avatars"."bytes" is not null and "member_avatars"."sha256" is not null and "member_avatars"."content_type" is not null))
);
--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_avatars" ADD CONSTRAINT "member_avatars_icon_id_avatar_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."avatar_icons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_icons_default_key" ON "avatar_icons" USING btree ("default_key") WHERE "avatar_icons"."default_key" is not null;--> statement-breakpoint
CREATE INDEX "avatar_icons_offered_idx" ON "avatar_icons" USING btree ("sort_order") WHERE "avatar_icons"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "member_avatars_sha256_idx" ON "member_avatars" USING btree ("sha256") WHERE "member_avatars"."sha256" is not null;--> statement-breakpoint
CREATE INDEX "member_avatars_icon_idx" ON "member_avatars" USING btree ("icon_id") WHERE "member_avatars"."icon_id" is not null;