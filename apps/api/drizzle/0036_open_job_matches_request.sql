-- Each row keeps its order's request, so that a page of open jobs reads the requests' cards
-- (job_cards) from the rows it picked, without reading the orders again. The rows are made anew
-- with it: the same fill as migration 0032's, under the same lock.
LOCK TABLE "orders", "vendor_services", "vendor_zip_codes" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
TRUNCATE "open_job_matches";
--> statement-breakpoint
ALTER TABLE "open_job_matches" ADD COLUMN "request_id" uuid NOT NULL;
--> statement-breakpoint
-- In the key so that a page reads what it picks from the index alone (an order has one request).
ALTER TABLE "open_job_matches" DROP CONSTRAINT "open_job_matches_pkey";
--> statement-breakpoint
ALTER TABLE "open_job_matches" ADD CONSTRAINT "open_job_matches_pkey" PRIMARY KEY("vendor_id","created_at","order_id","request_id");
--> statement-breakpoint
-- Orders added or removed, once per statement (the scale data's million: one join).
CREATE OR REPLACE FUNCTION "open_job_matches_of_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT vs."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
    FROM "added" o
    JOIN "vendor_services" vs ON vs."service_id" = o."service_id"
    JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = o."zip_code"
    WHERE o."status" = 'pending'
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM "open_job_matches" AS m USING "gone" WHERE m."order_id" = "gone"."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order that stops being pending (or is pending again, or moves) changes its rows, one order
-- at a time: a change of another column (its timeline, its round) does not fire.
CREATE OR REPLACE FUNCTION "open_job_matches_of_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_job_matches" WHERE "order_id" = OLD."id";
  IF NEW."status" = 'pending' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT vs."vendor_id", NEW."created_at", NEW."id", NEW."request_id", NEW."service_id", NEW."zip_code"
    FROM "vendor_services" vs
    JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = NEW."zip_code"
    WHERE vs."service_id" = NEW."service_id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vendor's services added, removed or changed: the pending orders of those services in its zip
-- codes come or go.
CREATE OR REPLACE FUNCTION "open_job_matches_of_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."service_id" = "gone"."service_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT a."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
    FROM "added" a
    JOIN "vendor_zip_codes" vz ON vz."vendor_id" = a."vendor_id"
    JOIN "orders" o
      ON o."service_id" = a."service_id" AND o."zip_code" = vz."zip_code" AND o."status" = 'pending'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vendor's zip codes added, removed or changed: likewise for the orders in them.
CREATE OR REPLACE FUNCTION "open_job_matches_of_zip_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."zip_code" = "gone"."zip_code";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT a."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
    FROM "added" a
    JOIN "vendor_services" vs ON vs."vendor_id" = a."vendor_id"
    JOIN "orders" o
      ON o."service_id" = vs."service_id" AND o."zip_code" = a."zip_code" AND o."status" = 'pending'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
SELECT vs."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
FROM "orders" o
JOIN "vendor_services" vs ON vs."service_id" = o."service_id"
JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = o."zip_code"
WHERE o."status" = 'pending';
--> statement-breakpoint
ANALYZE "open_job_matches";