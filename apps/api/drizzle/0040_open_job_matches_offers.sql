-- The orders a widened round offered a vendor are kept in its rows too: a vendor's open jobs are
-- then one key range, read without merging a second list (decision 035). A row stands for
-- (vendor, order) while the order is pending and the vendor's pairs match it or a round offered
-- it; no order or pair or offer changes between the triggers' start and the fill below.
LOCK TABLE "orders", "vendor_services", "vendor_zip_codes", "order_offers" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Offers made or withdrawn, once per statement. A withdrawn offer leaves the row of an order the
-- vendor's pairs still match.
CREATE FUNCTION "open_job_matches_of_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT a."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
    FROM "added" a
    JOIN "orders" o ON o."id" = a."order_id" AND o."status" = 'pending'
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."order_id" = "gone"."order_id"
      AND NOT (EXISTS (SELECT 1 FROM "vendor_services" vs
                       WHERE vs."vendor_id" = m."vendor_id" AND vs."service_id" = m."service_id")
           AND EXISTS (SELECT 1 FROM "vendor_zip_codes" vz
                       WHERE vz."vendor_id" = m."vendor_id" AND vz."zip_code" = m."zip_code"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_offers_add"
AFTER INSERT ON "order_offers" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_offers_remove"
AFTER DELETE ON "order_offers" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();
--> statement-breakpoint
-- An order pending again gets the rows of the vendors a round offered it, as well as its pairs'.
CREATE OR REPLACE FUNCTION "open_job_matches_of_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_job_matches" WHERE "order_id" = OLD."id";
  IF NEW."status" = 'pending' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
    SELECT vs."vendor_id", NEW."created_at", NEW."id", NEW."request_id", NEW."service_id", NEW."zip_code"
    FROM "vendor_services" vs
    JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = NEW."zip_code"
    WHERE vs."service_id" = NEW."service_id"
    UNION
    SELECT oo."vendor_id", NEW."created_at", NEW."id", NEW."request_id", NEW."service_id", NEW."zip_code"
    FROM "order_offers" oo WHERE oo."order_id" = NEW."id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vendor's services removed: their rows go, but for the orders a round offered it.
CREATE OR REPLACE FUNCTION "open_job_matches_of_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."service_id" = "gone"."service_id"
      AND NOT EXISTS (SELECT 1 FROM "order_offers" oo
                      WHERE oo."order_id" = m."order_id" AND oo."vendor_id" = m."vendor_id");
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
-- A vendor's zip codes removed: likewise.
CREATE OR REPLACE FUNCTION "open_job_matches_of_zip_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."zip_code" = "gone"."zip_code"
      AND NOT EXISTS (SELECT 1 FROM "order_offers" oo
                      WHERE oo."order_id" = m."order_id" AND oo."vendor_id" = m."vendor_id");
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
SELECT oo."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
FROM "order_offers" oo
JOIN "orders" o ON o."id" = oo."order_id" AND o."status" = 'pending'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE "open_job_matches";
