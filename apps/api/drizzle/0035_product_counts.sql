CREATE TABLE "product_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- No product or service is added or changed between the triggers' start and the counts' fill.
LOCK TABLE "products", "services" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The active rows of each kind of the table a trigger is on, kept in the table its argument names
-- (`service_counts`, `product_counts`): once per statement over the rows it added, changed or
-- removed (the scale data's million: one upsert), in kind order.
CREATE FUNCTION "kind_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "kind_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The services' counts (migration 0031) by the same functions as the products'.
DROP TRIGGER "service_counts_add" ON "services";
--> statement-breakpoint
DROP TRIGGER "service_counts_change" ON "services";
--> statement-breakpoint
DROP TRIGGER "service_counts_remove" ON "services";
--> statement-breakpoint
DROP TRIGGER "service_counts_empty" ON "services";
--> statement-breakpoint
DROP FUNCTION "service_counts_move"();
--> statement-breakpoint
DROP FUNCTION "service_counts_empty"();
--> statement-breakpoint
CREATE TRIGGER "service_counts_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
CREATE TRIGGER "service_counts_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
CREATE TRIGGER "service_counts_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');
--> statement-breakpoint
CREATE TRIGGER "service_counts_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('service_counts');
--> statement-breakpoint
CREATE TRIGGER "product_counts_add"
AFTER INSERT ON "products" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
CREATE TRIGGER "product_counts_change"
AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
CREATE TRIGGER "product_counts_remove"
AFTER DELETE ON "products" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');
--> statement-breakpoint
CREATE TRIGGER "product_counts_empty"
AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('product_counts');
--> statement-breakpoint
INSERT INTO "product_counts" ("kind", "active")
SELECT "kind", count(*) FROM "products" WHERE "active" GROUP BY "kind";
