-- A truncation of any table the rows follow refills them from what is left, rather than emptying
-- them: since 0040 a row stands for a vendor's pairs or for an offer, so emptying orders' pairs
-- (vendor_services, vendor_zip_codes) leaves offered orders, and emptying order_offers leaves
-- the pairs. The refill reads pending orders only.
CREATE FUNCTION "open_job_matches_refill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "open_job_matches";
  INSERT INTO "open_job_matches" ("vendor_id", "created_at", "order_id", "request_id", "service_id", "zip_code")
  SELECT vs."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
  FROM "orders" o
  JOIN "vendor_services" vs ON vs."service_id" = o."service_id"
  JOIN "vendor_zip_codes" vz ON vz."vendor_id" = vs."vendor_id" AND vz."zip_code" = o."zip_code"
  WHERE o."status" = 'pending'
  UNION
  SELECT oo."vendor_id", o."created_at", o."id", o."request_id", o."service_id", o."zip_code"
  FROM "order_offers" oo
  JOIN "orders" o ON o."id" = oo."order_id" AND o."status" = 'pending';
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "open_job_matches_empty_orders" ON "orders";
--> statement-breakpoint
DROP TRIGGER "open_job_matches_empty_services" ON "vendor_services";
--> statement-breakpoint
DROP TRIGGER "open_job_matches_empty_zip_codes" ON "vendor_zip_codes";
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_orders" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_services" AFTER TRUNCATE ON "vendor_services"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_zip_codes" AFTER TRUNCATE ON "vendor_zip_codes"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
--> statement-breakpoint
CREATE TRIGGER "open_job_matches_refill_offers" AFTER TRUNCATE ON "order_offers"
FOR EACH STATEMENT EXECUTE FUNCTION "open_job_matches_refill"();
