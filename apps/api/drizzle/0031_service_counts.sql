CREATE TABLE "service_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- No service is added or changed between the triggers' start and the counts' first fill.
LOCK TABLE "services" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Once per statement over the rows it added, changed or removed (the scale data's million: one
-- upsert), in kind order.
CREATE FUNCTION "service_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "service_counts" AS "counts" ("kind", "active")
    SELECT "kind", count(*) FROM "after" WHERE "active" GROUP BY "kind" ORDER BY "kind"
    ON CONFLICT ("kind") DO UPDATE SET "active" = "counts"."active" + excluded."active";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "service_counts" AS "counts" SET "active" = "counts"."active" - "gone"."active"
    FROM (SELECT "kind", count(*) AS "active" FROM "before" WHERE "active" GROUP BY "kind") AS "gone"
    WHERE "counts"."kind" = "gone"."kind";
  ELSE
    INSERT INTO "service_counts" AS "counts" ("kind", "active")
    SELECT "kind", sum("delta") FROM (
      SELECT "kind", 1 AS "delta" FROM "after" WHERE "active"
      UNION ALL
      SELECT "kind", -1 FROM "before" WHERE "active"
    ) AS "deltas"
    GROUP BY "kind" HAVING sum("delta") <> 0 ORDER BY "kind"
    ON CONFLICT ("kind") DO UPDATE SET "active" = "counts"."active" + excluded."active";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_counts_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "service_counts_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "service_counts_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_move"();
--> statement-breakpoint
CREATE FUNCTION "service_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "service_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "service_counts_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "service_counts_empty"();
--> statement-breakpoint
INSERT INTO "service_counts" ("kind", "active")
SELECT "kind", count(*) FROM "services" WHERE "active" GROUP BY "kind";
