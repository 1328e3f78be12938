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

CREATE OR REPLACE FUNCTION "notification_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "notification_counts";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "notification_counts_add" ON "notifications";
CREATE TRIGGER "notification_counts_add" AFTER INSERT ON "notifications"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_add"();

DROP TRIGGER IF EXISTS "notification_counts_change" ON "notifications";
CREATE TRIGGER "notification_counts_change" AFTER UPDATE ON "notifications"
REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_change"();

DROP TRIGGER IF EXISTS "notification_counts_remove" ON "notifications";
CREATE TRIGGER "notification_counts_remove" AFTER DELETE ON "notifications"
REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_remove"();

-- The counts read the notifications alone; a truncate of the users reaches both (cascade).
DROP TRIGGER IF EXISTS "notification_counts_empty" ON "notifications";
CREATE TRIGGER "notification_counts_empty" AFTER TRUNCATE ON "notifications"
FOR EACH STATEMENT EXECUTE FUNCTION "notification_counts_empty"();
