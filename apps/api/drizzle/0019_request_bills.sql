ALTER TABLE "maintenance_requests" ADD COLUMN "list_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "discount_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "maintenance_requests_user_due_idx" ON "maintenance_requests" USING btree ("user_id","due_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "maintenance_requests"."due_at" IS NOT NULL AND "maintenance_requests"."paid_at" IS NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_price_check" CHECK ("maintenance_requests"."price_cents" BETWEEN 0 AND "maintenance_requests"."list_price_cents");--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_paid_check" CHECK ("maintenance_requests"."paid_at" IS NULL OR "maintenance_requests"."due_at" IS NOT NULL);--> statement-breakpoint
-- Requests sent before bills existed keep the service's list price (plan visits cost nothing);
-- none of them is billed: a completed one stays as it was, an open one falls due on completion.
UPDATE "maintenance_requests" AS r
SET "list_price_cents" = s."price_cents",
    "price_cents" = CASE WHEN r."source" = 'plan' THEN 0 ELSE s."price_cents" END,
    "discount_percent" = CASE WHEN r."source" = 'plan' THEN 100 ELSE 0 END,
    "currency" = s."currency"
FROM "services" AS s
WHERE s."id" = r."service_id";
