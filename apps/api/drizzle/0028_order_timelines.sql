ALTER TABLE "orders" ADD COLUMN "timeline" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- No step is recorded between the trigger's start and the timelines' first fill.
LOCK TABLE "order_status_history" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Once per statement over the steps it recorded (a bulk load's million: one update per order),
-- appended in the order they were recorded, each as the answers write it.
CREATE FUNCTION "order_timeline_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" AS "o"
  SET "timeline" = ("o"."timeline"::jsonb || "steps"."added")::json
  FROM (
    SELECT "order_id", jsonb_agg(jsonb_build_object(
      'status', "status",
      'note', "note",
      'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) ORDER BY "id") AS "added"
    FROM "recorded" GROUP BY "order_id"
  ) AS "steps"
  WHERE "o"."id" = "steps"."order_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_timeline_add"
AFTER INSERT ON "order_status_history" REFERENCING NEW TABLE AS "recorded"
FOR EACH STATEMENT EXECUTE FUNCTION "order_timeline_add"();
--> statement-breakpoint
UPDATE "orders" AS "o"
SET "timeline" = "steps"."all"
FROM (
  SELECT "order_id", json_agg(json_build_object(
    'status', "status",
    'note', "note",
    'at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) ORDER BY "id") AS "all"
  FROM "order_status_history" GROUP BY "order_id"
) AS "steps"
WHERE "o"."id" = "steps"."order_id";
