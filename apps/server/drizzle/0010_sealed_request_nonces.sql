CREATE TABLE "sealed_request_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sealed_request_nonces_expires_at_idx" ON "sealed_request_nonces" USING btree ("expires_at");