CREATE TABLE "login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"reason" text NOT NULL,
	"methods" text[] NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"intent" text NOT NULL,
	"member_id" bigint,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "source_of_income" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zalo" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_last_time_step" bigint;--> statement-breakpoint
ALTER TABLE "login_history" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_change_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_subject_key" ON "member_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "member_identities_member_key" ON "member_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("recipient","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_verified_mobile_key" ON "members" USING btree ("country_dialing_code","mobile_num") WHERE "members"."mobile_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "login_history_member_ip_idx" ON "login_history" USING btree ("member_id","ip");