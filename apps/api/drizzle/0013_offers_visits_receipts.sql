CREATE TABLE "order_offers" (
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_offers_pkey" PRIMARY KEY("order_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "visits_per_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD COLUMN "visit_service_id" uuid;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "source" text DEFAULT 'resident' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "plan_visit_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_offers_vendor_idx" ON "order_offers" USING btree ("vendor_id","order_id");--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_visit_service_id_services_id_fk" FOREIGN KEY ("visit_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_requests_plan_visit_key" ON "maintenance_requests" USING btree ("plan_visit_key");--> statement-breakpoint
CREATE INDEX "orders_waiting_round_idx" ON "orders" USING btree ("round_started_at") WHERE "orders"."status" = 'pending' and "orders"."offer_round" < 3;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_visits_check" CHECK ("maintenance_plans"."visits_per_year" >= 0 and "maintenance_plans"."visits_per_year" <= 52);--> statement-breakpoint
-- Databases seeded before plan visits existed: the seeded plans get the visits their features
-- promise, asking for the seasonal inspection service (added here, with its product, as the seed does).
INSERT INTO "services" ("name", "kind", "description", "price_cents")
SELECT 'Seasonal home inspection', 'home', 'A technician walks the whole home: roof, gutters, HVAC, plumbing, detectors and exterior.', 14900
WHERE EXISTS (SELECT 1 FROM "maintenance_plans")
  AND NOT EXISTS (SELECT 1 FROM "services" WHERE "name" = 'Seasonal home inspection');--> statement-breakpoint
INSERT INTO "products" ("kind", "name", "description", "price_cents", "currency", "service_id")
SELECT 'service', s."name", s."description", s."price_cents", s."currency", s."id"
FROM "services" s
WHERE s."name" = 'Seasonal home inspection'
  AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."service_id" = s."id");--> statement-breakpoint
UPDATE "maintenance_plans" SET
  "visits_per_year" = CASE "name" WHEN 'Essential' THEN 2 WHEN 'Complete' THEN 4 WHEN 'Premier' THEN 12 ELSE "visits_per_year" END,
  "visit_service_id" = (SELECT "id" FROM "services" WHERE "name" = 'Seasonal home inspection' ORDER BY "created_at" LIMIT 1)
WHERE "visit_service_id" IS NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "started_at" = "current_period_start" WHERE "started_at" IS NULL;
