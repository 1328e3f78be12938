-- A vendor's open jobs (`open_job_matches`, decision 035): a row stands for (vendor, order)
-- while the order is pending and the vendor's pairs (a service it offers and a zip code it
-- covers) match it or a widened round offered it, with the order's request, so that a page reads
-- the jobs it picks from the rows alone.

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

-- An order that stops being pending (or is pending again, or moves) changes its rows, one order
-- at a time: a change of another column (its round) does not fire. An order pending again gets
-- the rows of the vendors a round offered it, as well as its pairs'.
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

-- A vendor's services added, removed or changed: the pending orders of those services in its zip
-- codes come or go, but for the orders a round offered it.
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

-- A vendor's zip codes added, removed or changed: likewise for the orders in them.
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

-- Offers made or withdrawn, once per statement. A withdrawn offer leaves the row of an order the
-- vendor's pairs still match.
CREATE OR REPLACE FUNCTION "open_job_matches_of_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- A truncation of any table the rows follow refills them from what is left, rather than emptying
-- them: emptying the pairs (vendor_services, vendor_zip_codes) leaves offered orders, and
-- emptying order_offers leaves the pairs. The refill reads pending orders only.
CREATE OR REPLACE FUNCTION "open_job_matches_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_job_matches";
  INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
  SELECT vs."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
  FROM "orders" o
  JOIN "vendor_services" vs ON vs."service_id" = o."service_id"
  JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = o."zip_code"
  WHERE o."status" = 'pending'
  UNION
  SELECT oo."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
  FROM "order_offers" oo
  JOIN "orders" o ON o."id" = oo."order_id" AND o."status" = 'pending';
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "open_job_matches_add" ON "orders";
CREATE TRIGGER "open_job_matches_add" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();

DROP TRIGGER IF EXISTS "open_job_matches_remove" ON "orders";
CREATE TRIGGER "open_job_matches_remove" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();

DROP TRIGGER IF EXISTS "open_job_matches_change" ON "orders";
CREATE TRIGGER "open_job_matches_change"
AFTER UPDATE OF "status", "service_id", "zip_code", "created_at" ON "orders" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."service_id" IS DISTINCT FROM NEW."service_id"
  OR OLD."zip_code" IS DISTINCT FROM NEW."zip_code" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "open_job_matches_of_order_change"();

DROP TRIGGER IF EXISTS "open_job_matches_services_add" ON "vendor_services";
CREATE TRIGGER "open_job_matches_services_add"
AFTER INSERT ON "vendor_services" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();

DROP TRIGGER IF EXISTS "open_job_matches_services_change" ON "vendor_services";
CREATE TRIGGER "open_job_matches_services_change"
AFTER UPDATE ON "vendor_services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();

DROP TRIGGER IF EXISTS "open_job_matches_services_remove" ON "vendor_services";
CREATE TRIGGER "open_job_matches_services_remove"
AFTER DELETE ON "vendor_services" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();

DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_add" ON "vendor_zip_codes";
CREATE TRIGGER "open_job_matches_zip_codes_add"
AFTER INSERT ON "vendor_zip_codes" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();

DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_change" ON "vendor_zip_codes";
CREATE TRIGGER "open_job_matches_zip_codes_change"
AFTER UPDATE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();

DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_remove" ON "vendor_zip_codes";
CREATE TRIGGER "open_job_matches_zip_codes_remove"
AFTER DELETE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();

DROP TRIGGER IF EXISTS "open_job_matches_offers_add" ON "order_offers";
CREATE TRIGGER "open_job_matches_offers_add"
AFTER INSERT ON "order_offers" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();

DROP TRIGGER IF EXISTS "open_job_matches_offers_remove" ON "order_offers";
CREATE TRIGGER "open_job_matches_offers_remove"
AFTER DELETE ON "order_offers" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();

DROP TRIGGER IF EXISTS "open_job_matches_refill_orders" ON "orders";
CREATE TRIGGER "open_job_matches_refill_orders" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();

DROP TRIGGER IF EXISTS "open_job_matches_refill_services" ON "vendor_services";
CREATE TRIGGER "open_job_matches_refill_services" AFTER TRUNCATE ON "vendor_services"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();

DROP TRIGGER IF EXISTS "open_job_matches_refill_zip_codes" ON "vendor_zip_codes";
CREATE TRIGGER "open_job_matches_refill_zip_codes" AFTER TRUNCATE ON "vendor_zip_codes"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();

DROP TRIGGER IF EXISTS "open_job_matches_refill_offers" ON "order_offers";
CREATE TRIGGER "open_job_matches_refill_offers" AFTER TRUNCATE ON "order_offers"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
