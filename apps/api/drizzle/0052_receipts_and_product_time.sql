CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "maintenance_plans" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "maintenance_plans" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "maintenance_requests" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "maintenance_requests" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "order_offers" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "order_status_history" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "round_started_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "potential_clients" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "potential_clients" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "account_tokens" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "payment_cards" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "earnings" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "earnings" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "vendor_equipments" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "vendor_profiles" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "vendor_profiles" ALTER COLUMN "updated_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "vendor_vehicles" ALTER COLUMN "created_at" SET DEFAULT product_now();--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_year" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_sequence" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_key" ON "transactions" USING btree ("receipt_year","receipt_sequence");--> statement-breakpoint
-- Payments made before receipts were numbered take numbers in the order they were paid.
WITH "numbered" AS (
  SELECT "id", extract(year FROM "paid_at" AT TIME ZONE 'UTC')::integer AS "year",
    row_number() OVER (PARTITION BY extract(year FROM "paid_at" AT TIME ZONE 'UTC')
      ORDER BY "paid_at", "id")::integer AS "sequence"
  FROM "transactions" WHERE "status" = 'paid'
)
UPDATE "transactions" SET "receipt_year" = "numbered"."year", "receipt_sequence" = "numbered"."sequence"
FROM "numbered" WHERE "transactions"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last_sequence")
SELECT "receipt_year", max("receipt_sequence") FROM "transactions"
WHERE "receipt_year" IS NOT NULL GROUP BY "receipt_year";
