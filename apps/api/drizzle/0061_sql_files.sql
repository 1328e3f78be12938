-- Written by `npm run db:sql -w @homekeep/api` from the files of apps/api/src/db/sql/ that
-- changed (decision 044): edit those files and run it again, never this migration.
-- src/db/sql/job-counts.sql sha256:d516eadfa9af6bedd402f7f918f190855df71eb9584bfa37fe77ea2f2d3815d2
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
--> statement-breakpoint
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
--> statement-breakpoint
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
  INSERT INTO "request_counts" ("user_id", "status", "total", "settled")
  SELECT "user_id", "status", count(*), true FROM "maintenance_requests" GROUP BY 1, 2;
  DELETE FROM "vendor_order_counts";
  INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total", "settled")
  SELECT "vendor_id", "status", count(*), true FROM "orders" WHERE "vendor_id" IS NOT NULL GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "request_counts_move" ON "maintenance_requests";
--> statement-breakpoint
CREATE TRIGGER "request_counts_move"
AFTER INSERT OR UPDATE OF "user_id", "status" OR DELETE ON "maintenance_requests"
FOR EACH ROW EXECUTE FUNCTION "request_counts_move"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_order_counts_move" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "vendor_order_counts_move"
AFTER INSERT OR UPDATE OF "vendor_id", "status" OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "vendor_order_counts_move"();
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
-- src/db/sql/notification-counts.sql sha256:0c28eba52bbdd8b7e88a171e5339a8dcbeaf4817e88e8f79141287bc2ab0cd38
-- Each user's notifications, total and unseen (`notification_counts`, decisions 029 and 046): the
-- sum of the user's rows. Each trigger runs once per statement over the rows it changed and adds
-- one row of changes per user (a new job's 500 notifications: one insert of 500 rows); it never
-- updates a row, so statements changing the same users' counts at once (concurrent dispatches to
-- the same vendors) neither wait for each other nor deadlock. `notification_counts_settle` sums
-- each user's rows into one.
CREATE OR REPLACE FUNCTION "notification_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("user_id", "total", "unseen")
  SELECT "user_id", count(*), count(*) FILTER (WHERE NOT "seen")
  FROM "added" GROUP BY "user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notification_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("user_id", "total", "unseen")
  SELECT "user_id", sum("total"), sum("unseen")
  FROM (
    SELECT "user_id", 1 AS "total", CASE WHEN "seen" THEN 0 ELSE 1 END AS "unseen" FROM "after"
    UNION ALL
    SELECT "user_id", -1, CASE WHEN "seen" THEN 0 ELSE -1 END FROM "before"
  ) AS "deltas"
  GROUP BY "user_id" HAVING sum("total") <> 0 OR sum("unseen") <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user's removal removes their counts with them (cascade): only count for the users still there.
CREATE OR REPLACE FUNCTION "notification_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notification_counts" ("user_id", "total", "unseen")
  SELECT "user_id", -count(*), -count(*) FILTER (WHERE NOT "seen")
  FROM "removed"
  WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "removed"."user_id")
  GROUP BY "user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sums each user's rows into one, for the users whose counts changed since it last ran (the
-- queue, every minute); answers how many users it settled. A change written meanwhile is left
-- for the next run; runs wait for each other.
CREATE OR REPLACE FUNCTION "notification_counts_settle"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "settled_users" integer;
BEGIN
  -- One run at a time: two at once each moved the rows it deleted into a settled row of its
  -- own, and an owner kept two settled rows that no later run would join. The second run waits
  -- and then sees the first one's rows.
  PERFORM pg_advisory_xact_lock(7270114);
  WITH "changed" AS (
    SELECT DISTINCT "user_id" FROM "notification_counts" WHERE NOT "settled"
  ), "gone" AS (
    DELETE FROM "notification_counts" AS "counts" USING "changed"
    WHERE "counts"."user_id" = "changed"."user_id"
    RETURNING "counts"."user_id", "counts"."total", "counts"."unseen"
  )
  INSERT INTO "notification_counts" ("user_id", "total", "unseen", "settled")
  SELECT "user_id", sum("total"), sum("unseen"), true FROM "gone" GROUP BY "user_id"
  HAVING sum("total") <> 0 OR sum("unseen") <> 0;
  GET DIAGNOSTICS "settled_users" = ROW_COUNT;
  RETURN "settled_users";
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
-- src/db/sql/vendor-rating-counts.sql sha256:7bafc3cfa8ad91f669195b0e60a2d989e27bf0fb7a02259f01579c7699b430df
-- Each vendor's rating (`vendor_rating_counts`, decision 069): how many of its reviews count (the
-- residents', published, not hidden) and the sum of their ratings, as rows of changes like the
-- other kept counts (decision 046). Each trigger runs once per statement over the reviews it
-- changed, and adds one row per vendor whose counted reviews changed; it never updates a row.
-- `vendor_rating_counts_settle` sums each vendor's rows into one.
CREATE OR REPLACE FUNCTION "vendor_rating_counted"("review" "job_reviews") RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT "review"."author_role" = 'resident' AND "review"."published_at" IS NOT NULL
    AND "review"."hidden_at" IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendor_rating_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings")
  SELECT "subject_id", count(*), sum("rating")
  FROM "added" WHERE "vendor_rating_counted"("added") GROUP BY "subject_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendor_rating_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings")
  SELECT "vendor_id", sum("reviews"), sum("ratings")
  FROM (
    SELECT "subject_id" AS "vendor_id", 1 AS "reviews", "rating" AS "ratings"
    FROM "after" WHERE "vendor_rating_counted"("after")
    UNION ALL
    SELECT "subject_id", -1, -"rating" FROM "before" WHERE "vendor_rating_counted"("before")
  ) AS "deltas"
  GROUP BY "vendor_id" HAVING sum("reviews") <> 0 OR sum("ratings") <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vendor's removal removes its counts with it (cascade): only count for the vendors still there.
CREATE OR REPLACE FUNCTION "vendor_rating_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings")
  SELECT "subject_id", -count(*), -sum("rating")
  FROM "removed"
  WHERE "vendor_rating_counted"("removed")
    AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "removed"."subject_id")
  GROUP BY "subject_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sums each vendor's rows into one, for the vendors whose counts changed since it last ran (the
-- queue, every minute, with the other kept counts); answers how many vendors it settled. Runs
-- wait for each other.
CREATE OR REPLACE FUNCTION "vendor_rating_counts_settle"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "settled_vendors" integer;
BEGIN
  -- One run at a time: two at once each moved the rows it deleted into a settled row of its
  -- own, and an owner kept two settled rows that no later run would join. The second run waits
  -- and then sees the first one's rows.
  PERFORM pg_advisory_xact_lock(7270116);
  WITH "changed" AS (
    SELECT DISTINCT "vendor_id" FROM "vendor_rating_counts" WHERE NOT "settled"
  ), "gone" AS (
    DELETE FROM "vendor_rating_counts" AS "counts" USING "changed"
    WHERE "counts"."vendor_id" = "changed"."vendor_id"
    RETURNING "counts"."vendor_id", "counts"."reviews", "counts"."ratings"
  )
  INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings", "settled")
  SELECT "vendor_id", sum("reviews"), sum("ratings"), true FROM "gone" GROUP BY "vendor_id"
  HAVING sum("reviews") <> 0 OR sum("ratings") <> 0;
  GET DIAGNOSTICS "settled_vendors" = ROW_COUNT;
  RETURN "settled_vendors";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendor_rating_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendor_rating_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_rating_counts_add" ON "job_reviews";
--> statement-breakpoint
CREATE TRIGGER "vendor_rating_counts_add" AFTER INSERT ON "job_reviews"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_add"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_rating_counts_change" ON "job_reviews";
--> statement-breakpoint
CREATE TRIGGER "vendor_rating_counts_change" AFTER UPDATE ON "job_reviews"
REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "vendor_rating_counts_remove" ON "job_reviews";
--> statement-breakpoint
CREATE TRIGGER "vendor_rating_counts_remove" AFTER DELETE ON "job_reviews"
REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_remove"();
--> statement-breakpoint
-- The counts read the reviews alone; a truncate of the users reaches both (cascade).
DROP TRIGGER IF EXISTS "vendor_rating_counts_empty" ON "job_reviews";
--> statement-breakpoint
CREATE TRIGGER "vendor_rating_counts_empty" AFTER TRUNCATE ON "job_reviews"
FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_empty"();
