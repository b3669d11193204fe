ALTER TABLE "deposit_orders" ADD COLUMN "staff_memo" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "staff_memo" text;--> statement-breakpoint
-- A note written on a credit or an approval was an internal memo: it moves out of the member's reason.
UPDATE "deposit_orders" SET "staff_memo" = "reason", "reason" = NULL WHERE "status" = 'CREDITED' AND "reason" IS NOT NULL;--> statement-breakpoint
UPDATE "withdrawal_orders" SET "staff_memo" = "reason", "reason" = NULL WHERE "status" = 'APPROVED' AND "reason" IS NOT NULL;
