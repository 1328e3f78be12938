CREATE TABLE "open_job_matches" (
	"vendor_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"zip_code" text NOT NULL,
	CONSTRAINT "open_job_matches_pkey" PRIMARY KEY("vendor_id","created_at","order_id")
);
--> statement-breakpoint
CREATE INDEX "open_job_matches_order_idx" ON "open_job_matches" USING btree ("order_id");--> statement-breakpoint
-- No order or pair is added or changed between the triggers' start and the first fill.
LOCK TABLE "orders", "vendor_services", "vendor_zip_codes" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Orders added or removed, once per statement (the scale data's million: one join).
CREATE FUNCTION "open_job_matches_of_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "service_id", "zip_code")
    SELECT vs."vendor_id", o."created_at", o."id", o."service_id", o."zip_code"
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
-- at a time: a change of another column (its timeline, its round) does not fire.
CREATE FUNCTION "open_job_matches_of_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_job_matches" WHERE "order_id" = OLD."id";
  IF NEW."status" = 'pending' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "service_id", "zip_code")
    SELECT vs."vendor_id", NEW."created_at", NEW."id", NEW."service_id", NEW."zip_code"
    FROM "vendor_services" vs
    JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = NEW."zip_code"
    WHERE vs."service_id" = NEW."service_id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A vendor's services added, removed or changed: the pending orders of those services in its zip
-- codes come or go.
CREATE FUNCTION "open_job_matches_of_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."service_id" = "gone"."service_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "service_id", "zip_code")
    SELECT a."vendor_id", o."created_at", o."id", o."service_id", o."zip_code"
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
CREATE FUNCTION "open_job_matches_of_zip_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "open_job_matches" AS m USING "gone"
    WHERE m."vendor_id" = "gone"."vendor_id" AND m."zip_code" = "gone"."zip_code";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "service_id", "zip_code")
    SELECT a."vendor_id", o."created_at", o."id", o."service_id", o."zip_code"
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
CREATE TRIGGER "open_job_matches_add" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_remove" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_orders"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_change"
AFTER UPDATE OF "status", "service_id", "zip_code", "created_at" ON "orders" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."service_id" IS DISTINCT FROM NEW."service_id"
  OR OLD."zip_code" IS DISTINCT FROM NEW."zip_code" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "open_job_matches_of_order_change"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_add"
AFTER INSERT ON "vendor_services" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_change"
AFTER UPDATE ON "vendor_services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_services_remove"
AFTER DELETE ON "vendor_services" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_services"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_add"
AFTER INSERT ON "vendor_zip_codes" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_change"
AFTER UPDATE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_zip_codes_remove"
AFTER DELETE ON "vendor_zip_codes" REFERENCING OLD TABLE AS "gone"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_of_zip_codes"();
--> statement-breakpoint
-- Emptied with any of the three (the tests' truncation between files).
CREATE TRIGGER "open_job_matches_empty_orders" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('open_job_matches');
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_empty_services" AFTER TRUNCATE ON "vendor_services"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('open_job_matches');
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_empty_zip_codes" AFTER TRUNCATE ON "vendor_zip_codes"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('open_job_matches');
--> statement-breakpoint
INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "service_id", "zip_code")
SELECT vs."vendor_id", o."created_at", o."id", o."service_id", o."zip_code"
FROM "orders" o
JOIN "vendor_services" vs ON vs."service_id" = o."service_id"
JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = o."zip_code"
WHERE o."status" = 'pending';
--> statement-breakpoint
-- No statistics of the vendor column: a page reads one vendor's rows by the key whoever the
-- vendor is, but with them the server estimated the busiest vendor's rows (23,900) against an
-- average vendor's (448), found the one plan it could keep dearer than planning for that vendor,
-- and planned the page again on every run.
ALTER TABLE "open_job_matches" ALTER COLUMN "vendor_id" SET STATISTICS 0;
--> statement-breakpoint
-- The planner's statistics for the rows just made: without them a page after a cursor was planned
-- as a scan of all the vendor's rows and a sort (1,581 rows for 61 on PGlite, which has no
-- autovacuum).
ANALYZE "open_job_matches";
