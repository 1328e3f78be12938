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
