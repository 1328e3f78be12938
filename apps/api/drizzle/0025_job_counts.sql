CREATE TABLE "request_counts" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_counts_pkey" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
CREATE TABLE "vendor_order_counts" (
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_order_counts_pkey" PRIMARY KEY("vendor_id","status")
);
--> statement-breakpoint
ALTER TABLE "request_counts" ADD CONSTRAINT "request_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_order_counts" ADD CONSTRAINT "vendor_order_counts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No request or order is added or changed between the triggers' start and the counts' first fill.
LOCK TABLE "maintenance_requests", "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Added rows are counted once per statement (the scale data's bulk inserts: one upsert each), in
-- key order; a change or a removal moves one row's count, as it comes.
CREATE FUNCTION "request_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "request_counts" AS "counts" ("user_id", "status", "total")
  SELECT "user_id", "status", count(*) FROM "added" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("user_id", "status") DO UPDATE SET "total" = "counts"."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "request_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "vendor_order_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_order_counts" AS "counts" ("vendor_id", "status", "total")
  SELECT "vendor_id", "status", count(*) FROM "added" WHERE "vendor_id" IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("vendor_id", "status") DO UPDATE SET "total" = "counts"."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "vendor_order_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION "counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "request_counts_add" AFTER INSERT ON "maintenance_requests"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "request_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "request_counts_move" AFTER UPDATE OF "user_id", "status" OR DELETE
ON "maintenance_requests" FOR EACH ROW EXECUTE FUNCTION "request_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "request_counts_empty" AFTER TRUNCATE ON "maintenance_requests"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('request_counts');
--> statement-breakpoint
CREATE TRIGGER "vendor_order_counts_add" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_order_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "vendor_order_counts_move" AFTER UPDATE OF "vendor_id", "status" OR DELETE
ON "orders" FOR EACH ROW EXECUTE FUNCTION "vendor_order_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "vendor_order_counts_empty" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "counts_empty"('vendor_order_counts');
--> statement-breakpoint
INSERT INTO "request_counts" ("user_id", "status", "total")
SELECT "user_id", "status", count(*) FROM "maintenance_requests" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "vendor_order_counts" ("vendor_id", "status", "total")
SELECT "vendor_id", "status", count(*) FROM "orders" WHERE "vendor_id" IS NOT NULL GROUP BY 1, 2;
