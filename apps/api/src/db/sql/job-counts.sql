-- A resident's requests and a vendor's orders per status (`request_counts`,
-- `vendor_order_counts`, decisions 029 and 046): the sum of the owner's rows of that status. A
-- change of a row adds a row of -1 for what it was and one of +1 for what it is; no row is ever
-- updated, so a vendor's accepts at once, or a resident's requests, do not wait for each other
-- on the count they share. `job_counts_settle` sums each owner's rows into one.
CREATE OR REPLACE FUNCTION "request_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" = NEW."user_id" AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  -- A resident's removal takes their requests and their counts (cascade): count for those left.
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id") THEN
    INSERT INTO "request_counts" ("user_id", "status", "total") VALUES (OLD."user_id", OLD."status", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "request_counts" ("user_id", "status", "total") VALUES (NEW."user_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;

-- An order counts for its vendor once it has one (accepted); a vendor's removal leaves the order
-- without one (set null), and its counts go with the vendor (cascade).
CREATE OR REPLACE FUNCTION "vendor_order_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."vendor_id" IS NOT DISTINCT FROM NEW."vendor_id"
     AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."vendor_id" IS NOT NULL
     AND EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."vendor_id") THEN
    INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total")
    VALUES (OLD."vendor_id", OLD."status", -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."vendor_id" IS NOT NULL THEN
    INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total")
    VALUES (NEW."vendor_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;

-- Sums each owner's rows of a status into one, for those that changed since it last ran (the
-- queue, every minute); answers how many counts it settled. A change written meanwhile is left
-- for the next run; runs wait for each other.
CREATE OR REPLACE FUNCTION "job_counts_settle"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "settled_requests" integer;
  "settled_orders" integer;
BEGIN
  -- One run at a time: two at once each moved the rows it deleted into a settled row of its
  -- own, and an owner kept two settled rows that no later run would join. The second run waits
  -- and then sees the first one's rows.
  PERFORM pg_advisory_xact_lock(7270115);
  WITH "changed" AS (
    SELECT DISTINCT "user_id", "status" FROM "request_counts" WHERE NOT "settled"
  ), "gone" AS (
    DELETE FROM "request_counts" AS "counts" USING "changed"
    WHERE "counts"."user_id" = "changed"."user_id" AND "counts"."status" = "changed"."status"
    RETURNING "counts"."user_id", "counts"."status", "counts"."total"
  )
  INSERT INTO "request_counts" ("user_id", "status", "total", "settled")
  SELECT "user_id", "status", sum("total"), true FROM "gone" GROUP BY "user_id", "status"
  HAVING sum("total") <> 0;
  GET DIAGNOSTICS "settled_requests" = ROW_COUNT;
  WITH "changed" AS (
    SELECT DISTINCT "vendor_id", "status" FROM "vendor_order_counts" WHERE NOT "settled"
  ), "gone" AS (
    DELETE FROM "vendor_order_counts" AS "counts" USING "changed"
    WHERE "counts"."vendor_id" = "changed"."vendor_id" AND "counts"."status" = "changed"."status"
    RETURNING "counts"."vendor_id", "counts"."status", "counts"."total"
  )
  INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total", "settled")
  SELECT "vendor_id", "status", sum("total"), true FROM "gone" GROUP BY "vendor_id", "status"
  HAVING sum("total") <> 0;
  GET DIAGNOSTICS "settled_orders" = ROW_COUNT;
  RETURN "settled_requests" + "settled_orders";
END
$$;

-- Empties the counts its argument names.
CREATE OR REPLACE FUNCTION "counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;

-- Counts every request and order again: a bulk load made with the triggers disabled (the scale
-- data) calls it once instead of firing them a million times.
CREATE OR REPLACE FUNCTION "job_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "maintenance_requests", "orders" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "request_counts";
  INSERT INTO "request_counts" ("user_id", "status", "total", "settled")
  SELECT "user_id", "status", count(*), true FROM "maintenance_requests" GROUP BY 1, 2;
  DELETE FROM "vendor_order_counts";
  INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total", "settled")
  SELECT "vendor_id", "status", count(*), true FROM "orders" WHERE "vendor_id" IS NOT NULL GROUP BY 1, 2;
END
$$;

DROP TRIGGER IF EXISTS "request_counts_move" ON "maintenance_requests";
CREATE TRIGGER "request_counts_move"
AFTER INSERT OR UPDATE OF "user_id", "status" OR DELETE ON "maintenance_requests"
FOR EACH ROW EXECUTE FUNCTION "request_counts_move"();

DROP TRIGGER IF EXISTS "vendor_order_counts_move" ON "orders";
CREATE TRIGGER "vendor_order_counts_move"
AFTER INSERT OR UPDATE OF "vendor_id", "status" OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "vendor_order_counts_move"();

-- A truncate of the requests reaches the orders (cascade), and each empties its own counts.
DROP TRIGGER IF EXISTS "request_counts_empty" ON "maintenance_requests";
CREATE TRIGGER "request_counts_empty" AFTER TRUNCATE ON "maintenance_requests"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('request_counts');

DROP TRIGGER IF EXISTS "vendor_order_counts_empty" ON "orders";
CREATE TRIGGER "vendor_order_counts_empty" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('vendor_order_counts');
