-- A resident's requests and a vendor's orders per status (`request_counts`,
-- `vendor_order_counts`, decision 029). A count moves per row when its transaction commits (a
-- deferred constraint trigger), not when its row is written: a resident's new request held the
-- row of their open requests from its insert to the end of the dispatch to 500 vendors, so their
-- requests made at once waited for each other (the scale bench's 50 at once: 19 -> 9 a second).
CREATE OR REPLACE FUNCTION "request_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "request_counts" SET "total" = "total" - 1
    WHERE "user_id" = OLD."user_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "request_counts" AS "counts" ("user_id", "status", "total")
    VALUES (NEW."user_id", NEW."status", 1)
    ON CONFLICT ("user_id", "status") DO UPDATE SET "total" = "counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;

-- An order counts for its vendor once it has one (accepted); a vendor's removal leaves the order
-- without one (set null), and its counts go with the vendor (cascade).
CREATE OR REPLACE FUNCTION "vendor_order_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."vendor_id" IS NOT NULL THEN
    UPDATE "vendor_order_counts" SET "total" = "total" - 1
    WHERE "vendor_id" = OLD."vendor_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."vendor_id" IS NOT NULL THEN
    INSERT INTO "vendor_order_counts" AS "counts" ("vendor_id", "status", "total")
    VALUES (NEW."vendor_id", NEW."status", 1)
    ON CONFLICT ("vendor_id", "status") DO UPDATE SET "total" = "counts"."total" + 1;
  END IF;
  RETURN NULL;
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
  INSERT INTO "request_counts" ("user_id", "status", "total")
  SELECT "user_id", "status", count(*) FROM "maintenance_requests" GROUP BY 1, 2;
  DELETE FROM "vendor_order_counts";
  INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total")
  SELECT "vendor_id", "status", count(*) FROM "orders" WHERE "vendor_id" IS NOT NULL GROUP BY 1, 2;
END
$$;

DROP TRIGGER IF EXISTS "request_counts_move" ON "maintenance_requests";
CREATE CONSTRAINT TRIGGER "request_counts_move"
AFTER INSERT OR UPDATE OF "user_id", "status" OR DELETE ON "maintenance_requests"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "request_counts_move"();

DROP TRIGGER IF EXISTS "vendor_order_counts_move" ON "orders";
CREATE CONSTRAINT TRIGGER "vendor_order_counts_move"
AFTER INSERT OR UPDATE OF "vendor_id", "status" OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "vendor_order_counts_move"();

-- A truncate of the requests reaches the orders (cascade), and each empties its own counts.
DROP TRIGGER IF EXISTS "request_counts_empty" ON "maintenance_requests";
CREATE TRIGGER "request_counts_empty" AFTER TRUNCATE ON "maintenance_requests"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('request_counts');

DROP TRIGGER IF EXISTS "vendor_order_counts_empty" ON "orders";
CREATE TRIGGER "vendor_order_counts_empty" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('vendor_order_counts');
