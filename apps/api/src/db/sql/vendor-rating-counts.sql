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

CREATE OR REPLACE FUNCTION "vendor_rating_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings")
  SELECT "subject_id", count(*), sum("rating")
  FROM "added" WHERE "vendor_rating_counted"("added") GROUP BY "subject_id";
  RETURN NULL;
END
$$;

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

CREATE OR REPLACE FUNCTION "vendor_rating_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendor_rating_counts";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "vendor_rating_counts_add" ON "job_reviews";
CREATE TRIGGER "vendor_rating_counts_add" AFTER INSERT ON "job_reviews"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_add"();

DROP TRIGGER IF EXISTS "vendor_rating_counts_change" ON "job_reviews";
CREATE TRIGGER "vendor_rating_counts_change" AFTER UPDATE ON "job_reviews"
REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_change"();

DROP TRIGGER IF EXISTS "vendor_rating_counts_remove" ON "job_reviews";
CREATE TRIGGER "vendor_rating_counts_remove" AFTER DELETE ON "job_reviews"
REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_remove"();

-- The counts read the reviews alone; a truncate of the users reaches both (cascade).
DROP TRIGGER IF EXISTS "vendor_rating_counts_empty" ON "job_reviews";
CREATE TRIGGER "vendor_rating_counts_empty" AFTER TRUNCATE ON "job_reviews"
FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_counts_empty"();
