-- Written by `npm run db:sql -w @homekeep/api` from the files of apps/api/src/db/sql/ that
-- changed (decision 044): edit those files and run it again, never this migration.
-- src/db/sql/job-counts.sql sha256:6a5a91c0ebb8ce7127915eed21f9438a4d938dfa826ea2da02eaa4d7ad925b2e
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
--> statement-breakpoint
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
--> statement-breakpoint
-- Empties the counts its argument names.
CREATE OR REPLACE FUNCTION "counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "request_counts_move" ON "maintenance_requests";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "request_counts_move"
AFTER INSERT OR UPDATE OF "user_id", "status" OR DELETE ON "maintenance_requests"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "request_counts_move"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_order_counts_move" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vendor_order_counts_move"
AFTER INSERT OR UPDATE OF "vendor_id", "status" OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "vendor_order_counts_move"();
--> statement-breakpoint
-- A truncate of the requests reaches the orders (cascade), and each empties its own counts.
DROP TRIGGER IF EXISTS "request_counts_empty" ON "maintenance_requests";
--> statement-breakpoint
CREATE TRIGGER "request_counts_empty" AFTER TRUNCATE ON "maintenance_requests"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('request_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_order_counts_empty" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "vendor_order_counts_empty" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('vendor_order_counts');
--> statement-breakpoint
-- src/db/sql/kind-counts.sql sha256:2f30d5c65061dfc8f872c11b83507a559b8db6018434d60a85dd13a52637ce65
-- The active rows of each kind of the table a trigger is on, kept in the table its argument names
-- (`service_counts`, `product_counts`; decision 029): once per statement over the rows it added,
-- changed or removed (the scale data's million: one upsert), in kind order.
CREATE OR REPLACE FUNCTION "kind_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO %I AS "counts" ("kind", "active")
      SELECT "kind", count(*) FROM "after" WHERE "active" GROUP BY "kind" ORDER BY "kind"
      ON CONFLICT ("kind") DO UPDATE SET "active" = "counts"."active" + excluded."active"',
      TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE %I AS "counts" SET "active" = "counts"."active" - "gone"."active"
      FROM (SELECT "kind", count(*) AS "active" FROM "before" WHERE "active" GROUP BY "kind") AS "gone"
      WHERE "counts"."kind" = "gone"."kind"', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO %I AS "counts" ("kind", "active")
      SELECT "kind", sum("delta") FROM (
        SELECT "kind", 1 AS "delta" FROM "after" WHERE "active"
        UNION ALL
        SELECT "kind", -1 FROM "before" WHERE "active"
      ) AS "deltas"
      GROUP BY "kind" HAVING sum("delta") <> 0 ORDER BY "kind"
      ON CONFLICT ("kind") DO UPDATE SET "active" = "counts"."active" + excluded."active"',
      TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "kind_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_counts_add" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_counts_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_counts_change" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_counts_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_counts_remove" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_counts_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
-- A truncate of the services reaches the products (cascade), and each empties its own counts.
DROP TRIGGER IF EXISTS "service_counts_empty" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_counts_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('service_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_counts_add" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_counts_add"
AFTER INSERT ON "products" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_counts_change" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_counts_change"
AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_counts_remove" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_counts_remove"
AFTER DELETE ON "products" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_counts_empty" ON "products";
--> statement-breakpoint
CREATE TRIGGER "product_counts_empty"
AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('product_counts');
--> statement-breakpoint
-- src/db/sql/notification-counts.sql sha256:d73330ab757c629adb5eebcec59fca72035608c9ca18a4a4a463cafa0c7bfe76
-- Each user's notifications, total and unseen (`notification_counts`, decision 029). Each
-- trigger runs once per statement over the rows it changed (a new job's 500 notifications: one
-- upsert), and takes the counts' row locks in user order, so that two statements changing the
-- same users' counts wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION "notification_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" AS "counts" ("user_id", "total", "unseen")
  SELECT "user_id", count(*), count(*) FILTER (WHERE NOT "seen")
  FROM "added" GROUP BY "user_id" ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE
  SET "total" = "counts"."total" + excluded."total", "unseen" = "counts"."unseen" + excluded."unseen";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" AS "counts" ("user_id", "total", "unseen")
  SELECT "user_id", sum("total"), sum("unseen")
  FROM (
    SELECT "user_id", 1 AS "total", CASE WHEN "seen" THEN 0 ELSE 1 END AS "unseen" FROM "after"
    UNION ALL
    SELECT "user_id", -1, CASE WHEN "seen" THEN 0 ELSE -1 END FROM "before"
  ) AS "deltas"
  GROUP BY "user_id" HAVING sum("total") <> 0 OR sum("unseen") <> 0 ORDER BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE
  SET "total" = "counts"."total" + excluded."total", "unseen" = "counts"."unseen" + excluded."unseen";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user's removal removes their counts with them (cascade): only update the counts still there.
CREATE OR REPLACE FUNCTION "notification_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "notification_counts"
  WHERE "user_id" IN (SELECT "user_id" FROM "removed") ORDER BY "user_id" FOR UPDATE;
  UPDATE "notification_counts" AS "counts"
  SET "total" = "counts"."total" - "gone"."total", "unseen" = "counts"."unseen" - "gone"."unseen"
  FROM (
    SELECT "user_id", count(*) AS "total", count(*) FILTER (WHERE NOT "seen") AS "unseen"
    FROM "removed" GROUP BY "user_id"
  ) AS "gone"
  WHERE "counts"."user_id" = "gone"."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_counts_add" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_counts_add" AFTER INSERT ON "notifications"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_add"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_counts_change" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_counts_change" AFTER UPDATE ON "notifications"
REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_counts_remove" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_counts_remove" AFTER DELETE ON "notifications"
REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_remove"();
--> statement-breakpoint
-- The counts read the notifications alone; a truncate of the users reaches both (cascade).
DROP TRIGGER IF EXISTS "notification_counts_empty" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_counts_empty" AFTER TRUNCATE ON "notifications"
FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_empty"();
--> statement-breakpoint
-- src/db/sql/notification-request.sql sha256:89293f7a986c5029999df0f400f0b3304d6c26b4c3550159757d3cc6e62059d1
-- Every notification of an order names the order's request, whoever writes it: an order's request
-- never changes, so it is read once, when the notification is written or moved to another order.
-- A truncate needs nothing: the key lives in the notification's own row, and a truncate of the
-- orders reaches their notifications (cascade).
CREATE OR REPLACE FUNCTION "notification_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."request_id" := (SELECT "request_id" FROM "orders" WHERE "id" = NEW."order_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_request_add" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_request_add" BEFORE INSERT ON "notifications" FOR EACH ROW
WHEN (NEW."order_id" IS NOT NULL) EXECUTE FUNCTION "notification_request"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "notification_request_move" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notification_request_move" BEFORE UPDATE OF "order_id", "request_id" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notification_request"();
--> statement-breakpoint
-- src/db/sql/open-job-matches.sql sha256:ddcfa6af3e644bb1f079e1c0da27899edd4e0e009ea0fa1ca6525c9c4d079e89
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_add" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_add" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_remove" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_remove" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_change" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_change"
AFTER UPDATE OF "status", "service_id", "zip_code", "created_at" ON "orders" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."service_id" IS DISTINCT FROM NEW."service_id"
  OR OLD."zip_code" IS DISTINCT FROM NEW."zip_code" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "open_job_matches_of_order_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_services_add" ON "vendor_services";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_add"
AFTER INSERT ON "vendor_services" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_services_change" ON "vendor_services";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_change"
AFTER UPDATE ON "vendor_services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_services_remove" ON "vendor_services";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_remove"
AFTER DELETE ON "vendor_services" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_add" ON "vendor_zip_codes";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_add"
AFTER INSERT ON "vendor_zip_codes" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_change" ON "vendor_zip_codes";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_change"
AFTER UPDATE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_zip_codes_remove" ON "vendor_zip_codes";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_remove"
AFTER DELETE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_offers_add" ON "order_offers";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_offers_add"
AFTER INSERT ON "order_offers" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_offers_remove" ON "order_offers";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_offers_remove"
AFTER DELETE ON "order_offers" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_offers"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_refill_orders" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_orders" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_refill_services" ON "vendor_services";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_services" AFTER TRUNCATE ON "vendor_services"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_refill_zip_codes" ON "vendor_zip_codes";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_zip_codes" AFTER TRUNCATE ON "vendor_zip_codes"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "open_job_matches_refill_offers" ON "order_offers";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_offers" AFTER TRUNCATE ON "order_offers"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
-- src/db/sql/service-page-marks.sql sha256:df97f7f749c8ae37296fdbbc0868ee86f0951f94457a9ff1d0d235e5ca64bdad
-- The marks of the services list's pages by number (`service_page_marks`, decision 039): every
-- 200th listed service of each scope ('' every kind, or one kind), with how many of the scope's
-- services are ahead of it.

-- How far apart the marks are kept: a block (from a mark to the next) holds from a quarter of this
-- to twice this many listed services, so a page by number skips fewer than twice this many.
CREATE OR REPLACE FUNCTION "service_page_mark_spacing"() RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 200 $$;
--> statement-breakpoint
-- The services a scope lists ('' every kind, or one kind), in name order from a key on, at most
-- `most` of them (all when null); each scope's statement reads its own partial index.
CREATE OR REPLACE FUNCTION "service_page_listed"("which" text, "from_name" text, "from_id" uuid, "most" integer)
RETURNS TABLE ("name" text, "id" uuid) LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF "which" = '' THEN
    RETURN QUERY SELECT s."name", s."id" FROM "services" s
      WHERE s."active" AND (s."name", s."id") >= ("from_name", "from_id")
      ORDER BY s."name", s."id" LIMIT "most";
  ELSE
    RETURN QUERY SELECT s."name", s."id" FROM "services" s
      WHERE s."active" AND s."kind" = "which" AND (s."name", s."id") >= ("from_name", "from_id")
      ORDER BY s."name", s."id" LIMIT "most";
  END IF;
END
$$;
--> statement-breakpoint
-- A scope's marks made anew from its services: after a statement that changed many of them.
CREATE OR REPLACE FUNCTION "service_page_marks_rebuild"("which" text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "service_page_marks" WHERE "scope" = "which";
  INSERT INTO "service_page_marks" ("scope", "name", "id", "ahead")
  SELECT "which", listed."name", listed."id", listed."n" - 1
  FROM (
    SELECT l."name", l."id", l."n"
    FROM "service_page_listed"("which", '', '00000000-0000-0000-0000-000000000000', NULL)
      WITH ORDINALITY AS l("name", "id", "n")
  ) AS listed
  WHERE listed."n" > 1 AND (listed."n" - 1) % "service_page_mark_spacing"() = 0;
$$;
--> statement-breakpoint
-- Keeps the block that holds a changed key within its bounds: a block grown past twice the
-- spacing gets a mark after its first `spacing` services; one shrunk under a quarter of it loses
-- its own mark and joins the block before. Neither moves any other mark's count.
CREATE OR REPLACE FUNCTION "service_page_marks_fit"("which" text, "key_name" text, "key_id" uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "spacing" integer := "service_page_mark_spacing"();
  "start" record;
  "next" record;
  "held" integer;
  "split" record;
BEGIN
  SELECT m."name", m."id", m."ahead", true AS "marked" INTO "start" FROM "service_page_marks" m
    WHERE m."scope" = "which" AND (m."name", m."id") <= ("key_name", "key_id")
    ORDER BY m."name" DESC, m."id" DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT '' AS "name", '00000000-0000-0000-0000-000000000000'::uuid AS "id", 0 AS "ahead",
      false AS "marked" INTO "start";
  END IF;
  SELECT m."name", m."id" INTO "next" FROM "service_page_marks" m
    WHERE m."scope" = "which" AND (m."name", m."id") > ("key_name", "key_id")
    ORDER BY m."name", m."id" LIMIT 1;
  SELECT count(*) INTO "held"
    FROM "service_page_listed"("which", "start"."name", "start"."id", 2 * "spacing" + 1) l
    WHERE "next"."name" IS NULL OR (l."name", l."id") < ("next"."name", "next"."id");
  IF "held" > 2 * "spacing" THEN
    SELECT l."name", l."id" INTO "split"
      FROM "service_page_listed"("which", "start"."name", "start"."id", "spacing" + 1) l
      OFFSET "spacing";
    INSERT INTO "service_page_marks" ("scope", "name", "id", "ahead")
    VALUES ("which", "split"."name", "split"."id", "start"."ahead" + "spacing");
  ELSIF "held" < "spacing" / 4 AND "start"."marked" THEN
    DELETE FROM "service_page_marks"
      WHERE "scope" = "which" AND ("name", "id") = ("start"."name", "start"."id");
  END IF;
END
$$;
--> statement-breakpoint
-- Every scope a page is listed in: all kinds (''), and each kind the catalogue counts.
CREATE OR REPLACE FUNCTION "service_page_scopes"() RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT '' UNION ALL SELECT "kind" FROM "service_counts"
$$;
--> statement-breakpoint
-- A statement's listed and unlisted services (`moved`) in each scope they count in.
CREATE OR REPLACE FUNCTION "service_page_changes"("moved" jsonb)
RETURNS TABLE ("scope" text, "name" text, "id" uuid, "delta" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s."scope", c."name", c."id", c."delta"
  FROM jsonb_to_recordset("moved") AS c("name" text, "id" uuid, "kind" text, "delta" integer)
  CROSS JOIN LATERAL (VALUES (''), (c."kind")) AS s("scope")
$$;
--> statement-breakpoint
-- Once per statement over the services it listed or stopped listing (added, removed, made
-- active or not, renamed, moved to another kind), in each scope they are listed in: a few move
-- the counts of the marks after them and refit their blocks; many make the scopes' marks anew.
-- One statement at a time keeps the marks (the lock), each reading what those before it wrote.
CREATE OR REPLACE FUNCTION "service_page_marks_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" jsonb;
  "change" record;
BEGIN
  LOCK TABLE "service_page_marks" IN SHARE ROW EXCLUSIVE MODE;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('name', a."name", 'id', a."id", 'kind', a."kind", 'delta', 1))
      INTO "moved" FROM (SELECT * FROM "after" WHERE "active" LIMIT 26) a;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('name', b."name", 'id', b."id", 'kind', b."kind", 'delta', -1))
      INTO "moved" FROM (SELECT * FROM "before" WHERE "active" LIMIT 26) b;
  ELSE
    SELECT jsonb_agg(c) INTO "moved" FROM (
      (SELECT a."name", a."id", a."kind", 1 AS "delta" FROM "after" a WHERE a."active"
       EXCEPT ALL SELECT b."name", b."id", b."kind", 1 FROM "before" b WHERE b."active"
       LIMIT 26)
      UNION ALL
      (SELECT b."name", b."id", b."kind", -1 FROM "before" b WHERE b."active"
       EXCEPT ALL SELECT a."name", a."id", a."kind", -1 FROM "after" a WHERE a."active"
       LIMIT 26)
    ) c;
  END IF;
  IF "moved" IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length("moved") > 25 THEN
    PERFORM "service_page_marks_rebuild"("scope") FROM "service_page_scopes"() AS "scope";
    RETURN NULL;
  END IF;
  -- Every count first, then the blocks: a block split reads the counts of the statement's end.
  FOR "change" IN SELECT * FROM "service_page_changes"("moved") LOOP
    UPDATE "service_page_marks" SET "ahead" = "ahead" + "change"."delta"
      WHERE "scope" = "change"."scope" AND ("name", "id") > ("change"."name", "change"."id");
  END LOOP;
  FOR "change" IN SELECT * FROM "service_page_changes"("moved") LOOP
    PERFORM "service_page_marks_fit"("change"."scope", "change"."name", "change"."id");
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_page_marks_add" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_page_marks_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_page_marks_change" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_page_marks_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "service_page_marks_remove" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_page_marks_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_move"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "service_page_marks_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "service_page_marks";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncate of the services leaves no service to mark.
DROP TRIGGER IF EXISTS "service_page_marks_empty" ON "services";
--> statement-breakpoint
CREATE TRIGGER "service_page_marks_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "service_page_marks_empty"();
--> statement-breakpoint
-- src/db/sql/session-notices.sql sha256:12f820615b2570f7b68cdb7311d2f09870f93864c297eb41c90271b00b6eab4c
-- Every process keeps the sessions it has checked in memory (decision 030) and forgets one when
-- it hears that it changed. The database itself tells of each change, whatever made it (a
-- sign-out, a block, a statement typed by an operator), on the live events' channel.
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'session-ended:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'account-changed:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncate ends every session at once: every process forgets all it remembers, and every live
-- stream ends. Sent once per transaction however many tables it truncated.
CREATE OR REPLACE FUNCTION "announce_sessions_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('homekeep_notifications', 'sessions-emptied');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_announce_change" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change"
AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_announce_access_change" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change"
AFTER UPDATE OF "blocked_at", "role" OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_announce_emptied" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_emptied"
AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_announce_emptied" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_announce_emptied"
AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_sessions_emptied"();
