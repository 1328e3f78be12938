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

CREATE OR REPLACE FUNCTION "kind_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS "service_counts_add" ON "services";
CREATE TRIGGER "service_counts_add"
AFTER INSERT ON "services" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');

DROP TRIGGER IF EXISTS "service_counts_change" ON "services";
CREATE TRIGGER "service_counts_change"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');

DROP TRIGGER IF EXISTS "service_counts_remove" ON "services";
CREATE TRIGGER "service_counts_remove"
AFTER DELETE ON "services" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('service_counts');

-- A truncate of the services reaches the products (cascade), and each empties its own counts.
DROP TRIGGER IF EXISTS "service_counts_empty" ON "services";
CREATE TRIGGER "service_counts_empty"
AFTER TRUNCATE ON "services"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('service_counts');

DROP TRIGGER IF EXISTS "product_counts_add" ON "products";
CREATE TRIGGER "product_counts_add"
AFTER INSERT ON "products" REFERENCING NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');

DROP TRIGGER IF EXISTS "product_counts_change" ON "products";
CREATE TRIGGER "product_counts_change"
AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');

DROP TRIGGER IF EXISTS "product_counts_remove" ON "products";
CREATE TRIGGER "product_counts_remove"
AFTER DELETE ON "products" REFERENCING OLD TABLE AS "before"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_move"('product_counts');

DROP TRIGGER IF EXISTS "product_counts_empty" ON "products";
CREATE TRIGGER "product_counts_empty"
AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "kind_counts_empty"('product_counts');
