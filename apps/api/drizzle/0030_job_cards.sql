CREATE TABLE "job_cards" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"resident_card" json NOT NULL,
	"vendor_card" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_cards" ADD CONSTRAINT "job_cards_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_service_idx" ON "orders" USING btree ("service_id");
--> statement-breakpoint
-- Rows as big as a page stay in it, uncompressed: two cards of about a kilobyte each would
-- otherwise be compressed and decompressed again on every read of a page of jobs.
ALTER TABLE "job_cards" SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- encodeURIComponent: every byte but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as %XX of its UTF-8.
CREATE FUNCTION "uri_component_escaped"("text" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN "part"[1] ~ '^[A-Za-z0-9_.!~*''()-]+$' THEN "part"[1]
    ELSE upper(regexp_replace(encode(convert_to("part"[1], 'UTF8'), 'hex'), '(..)', '%\1', 'g'))
    END, '' ORDER BY "n"), '')
  FROM regexp_matches("text", '[A-Za-z0-9_.!~*''()-]+|[^A-Za-z0-9_.!~*''()-]+', 'g')
    WITH ORDINALITY AS "parts"("part", "n")
$$;
--> statement-breakpoint
-- The same, with the common case (letters, digits, spaces and commas) inlined into the caller:
-- a tenth of the time of the general one.
CREATE FUNCTION "uri_component"("text" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN "text" ~ '^[A-Za-z0-9_.!~*''() ,-]*$'
    THEN replace(replace("text", ' ', '%20'), ',', '%2C')
    ELSE uri_component_escaped("text") END
$$;
--> statement-breakpoint
-- A timestamp as the answers write it: ISO 8601 in UTC with milliseconds (cut, not rounded).
CREATE FUNCTION "iso_utc"("at" timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- Each job's two answers, `MaintenanceRequest` and `VendorOrder` of packages/contracts/src/jobs.ts,
-- from the tables they show. The vendor's card shows the street address, the property's notes, a
-- map link and the resident's contact once a vendor holds the order (its only reader then); an
-- open job's card shows the area alone.
CREATE VIEW "job_card_view" AS
SELECT r."id" AS "request_id",
  json_build_object(
    'id', r."id", 'title', r."title", 'description', r."description", 'urgency', r."urgency",
    'status', r."status", 'preferredDate', r."preferred_date",
    'preferredTimeWindow', r."preferred_time_window", 'source', r."source",
    'property', json_build_object('id', p."id", 'name', p."name", 'address', concat_ws(', ',
      nullif(p."address_line1", ''), nullif(p."address_line2", ''),
      p."city" || ', ' || p."state" || ' ' || p."zip_code")),
    'service', json_build_object('id', s."id", 'name', s."name"),
    'photos', "shown"."photos", 'completionPhotos', "shown"."completion_photos",
    'order', json_build_object('id', o."id", 'status', o."status",
      'vendorCompanyName', CASE WHEN o."status" <> 'pending' THEN vp."company_name" END,
      'updatedAt', iso_utc(o."updated_at"), 'history', o."timeline",
      'offerRound', o."offer_round"),
    'payment', json_build_object(
      'status', CASE
        WHEN r."paid_at" IS NOT NULL THEN 'paid'
        WHEN r."due_at" IS NOT NULL THEN 'due'
        WHEN r."source" = 'plan' OR r."price_cents" = 0 THEN 'included'
        WHEN r."status" = 'open' THEN 'on_completion'
        ELSE 'none' END,
      'listPriceCents', r."list_price_cents", 'discountPercent', r."discount_percent",
      'priceCents', r."price_cents", 'currency', r."currency",
      'productId', (SELECT pr."id" FROM "products" pr WHERE pr."service_id" = s."id"),
      'dueAt', iso_utc(r."due_at"), 'paidAt', iso_utc(r."paid_at")),
    'completedAt', iso_utc(r."completed_at"), 'createdAt', iso_utc(r."created_at")
  ) AS "resident_card",
  json_build_object(
    'id', o."id", 'status', o."status", 'requestId', r."id", 'title', r."title",
    'description', r."description", 'urgency', r."urgency", 'preferredDate', r."preferred_date",
    'preferredTimeWindow', r."preferred_time_window",
    'service', json_build_object('id', s."id", 'name', s."name"),
    'location', json_build_object('city', p."city", 'state', p."state", 'zipCode', p."zip_code",
      'addressLine1', CASE WHEN o."vendor_id" IS NOT NULL THEN p."address_line1" END,
      'addressLine2', CASE WHEN o."vendor_id" IS NOT NULL THEN p."address_line2" END,
      'notes', CASE WHEN o."vendor_id" IS NOT NULL THEN p."notes" END,
      'mapUrl', CASE WHEN o."vendor_id" IS NOT NULL THEN
        'https://www.google.com/maps/search/?api=1&query=' || uri_component(concat_ws(', ',
          nullif(p."address_line1", ''), nullif(p."address_line2", ''), nullif(p."city", ''),
          nullif(p."state", ''), nullif(p."zip_code", ''))) END),
    'resident', CASE WHEN o."vendor_id" IS NOT NULL THEN
      json_build_object('firstName', u."first_name", 'phone', u."phone") END,
    'photos', "shown"."photos", 'completionPhotos', "shown"."completion_photos",
    'history', o."timeline", 'offerRound', o."offer_round",
    'createdAt', iso_utc(o."created_at"), 'updatedAt', iso_utc(o."updated_at")
  ) AS "vendor_card"
FROM "maintenance_requests" r
JOIN "orders" o ON o."request_id" = r."id"
JOIN "services" s ON s."id" = o."service_id"
JOIN "properties" p ON p."id" = r."property_id"
JOIN "users" u ON u."id" = r."user_id"
LEFT JOIN "vendor_profiles" vp ON vp."user_id" = o."vendor_id"
CROSS JOIN LATERAL (
  SELECT
    coalesce(json_agg("photo" ORDER BY ph."position") FILTER (WHERE ph."stage" = 'request'), '[]') AS "photos",
    coalesce(json_agg("photo" ORDER BY ph."position") FILTER (WHERE ph."stage" = 'completion'), '[]') AS "completion_photos"
  FROM "maintenance_request_photos" ph
  CROSS JOIN LATERAL json_build_object(
    'id', ph."file_id", 'url', '/api/v1/files/' || ph."file_id" || '/content') AS "photo"
  WHERE ph."request_id" = r."id"
) AS "shown";
--> statement-breakpoint
-- The cards of these requests built again. Their rows are locked first (in key order, so that two
-- refreshes wait rather than deadlock), and the cards built by the next statement, which sees
-- what every transaction that held them committed: a card built from an older view of the job
-- never overwrites a newer one.
CREATE FUNCTION "job_cards_refresh"("requests" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("requests") = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "job_cards" WHERE "request_id" = ANY ("requests") ORDER BY "request_id" FOR UPDATE;
  INSERT INTO "job_cards" ("request_id", "resident_card", "vendor_card")
  SELECT "request_id", "resident_card", "vendor_card" FROM "job_card_view"
  WHERE "request_id" = ANY ("requests")
  ON CONFLICT ("request_id") DO UPDATE
  SET "resident_card" = excluded."resident_card", "vendor_card" = excluded."vendor_card";
END
$$;
--> statement-breakpoint
-- Every card built again from the tables: after a bulk load with the card triggers off, or a
-- change made with them off.
CREATE FUNCTION "job_cards_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "job_cards" IN EXCLUSIVE MODE;
  DELETE FROM "job_cards";
  INSERT INTO "job_cards" ("request_id", "resident_card", "vendor_card")
  SELECT "request_id", "resident_card", "vendor_card" FROM "job_card_view";
END
$$;
--> statement-breakpoint
-- The triggers, one per statement over the rows it changed, each on a table a card shows.
CREATE FUNCTION "job_cards_of_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_cards_refresh(array(SELECT "id" FROM "changed"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_requests"
AFTER UPDATE ON "maintenance_requests" REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_requests"();
--> statement-breakpoint
CREATE FUNCTION "job_cards_of_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_cards_refresh(array(SELECT "request_id" FROM "changed"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_new_orders"
AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_orders"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_orders"
AFTER UPDATE ON "orders" REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_orders"();
--> statement-breakpoint
-- Photos added, moved or removed (a request's removal removes its card first: nothing to build).
CREATE FUNCTION "job_cards_of_photos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_cards_refresh(array(SELECT DISTINCT "request_id" FROM "added"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_cards_refresh(array(SELECT DISTINCT "request_id" FROM "removed"));
  ELSE
    PERFORM job_cards_refresh(array(
      SELECT "request_id" FROM "removed" UNION SELECT "request_id" FROM "added"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_new_photos"
AFTER INSERT ON "maintenance_request_photos" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_photos"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_changed_photos"
AFTER UPDATE ON "maintenance_request_photos" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_photos"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_removed_photos"
AFTER DELETE ON "maintenance_request_photos" REFERENCING OLD TABLE AS "removed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_photos"();
--> statement-breakpoint
-- A property's name, address or notes changed: the cards of its requests.
CREATE FUNCTION "job_cards_of_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_cards_refresh(array(
    SELECT r."id" FROM "maintenance_requests" r
    WHERE r."property_id" IN (
      SELECT a."id" FROM "after" a JOIN "before" b ON b."id" = a."id"
      WHERE (a."name", a."address_line1", a."address_line2", a."city", a."state", a."zip_code", a."notes")
        IS DISTINCT FROM (b."name", b."address_line1", b."address_line2", b."city", b."state", b."zip_code", b."notes"))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_properties"
AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_properties"();
--> statement-breakpoint
-- A resident's first name or phone changed: the cards of their requests.
CREATE FUNCTION "job_cards_of_residents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_cards_refresh(array(
    SELECT r."id" FROM "maintenance_requests" r
    WHERE r."user_id" IN (
      SELECT a."id" FROM "after" a JOIN "before" b ON b."id" = a."id"
      WHERE (a."first_name", a."phone") IS DISTINCT FROM (b."first_name", b."phone"))));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_residents"
AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_residents"();
--> statement-breakpoint
-- A vendor's company name changed, or its profile came or went: the cards of the orders it holds.
CREATE FUNCTION "job_cards_of_vendors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o WHERE o."vendor_id" IN (SELECT "user_id" FROM "added")));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o WHERE o."vendor_id" IN (SELECT "user_id" FROM "removed")));
  ELSE
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o
      WHERE o."vendor_id" IN (
        SELECT unnest(array[a."user_id", b."user_id"]) FROM "added" a JOIN "removed" b ON b."id" = a."id"
        WHERE (a."user_id", a."company_name") IS DISTINCT FROM (b."user_id", b."company_name"))));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_new_vendors"
AFTER INSERT ON "vendor_profiles" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_vendors"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_changed_vendors"
AFTER UPDATE ON "vendor_profiles" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_vendors"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_removed_vendors"
AFTER DELETE ON "vendor_profiles" REFERENCING OLD TABLE AS "removed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_vendors"();
--> statement-breakpoint
-- A service renamed, or the product that bills it changed: the cards of its jobs.
CREATE FUNCTION "job_cards_of_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM job_cards_refresh(array(
    SELECT o."request_id" FROM "orders" o
    WHERE o."service_id" IN (
      SELECT a."id" FROM "after" a JOIN "before" b ON b."id" = a."id"
      WHERE a."name" IS DISTINCT FROM b."name")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_services"
AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_services"();
--> statement-breakpoint
CREATE FUNCTION "job_cards_of_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o
      WHERE o."service_id" IN (SELECT "service_id" FROM "added")));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o
      WHERE o."service_id" IN (SELECT "service_id" FROM "removed")));
  ELSE
    PERFORM job_cards_refresh(array(
      SELECT o."request_id" FROM "orders" o
      WHERE o."service_id" IN (
        SELECT unnest(array[a."service_id", b."service_id"]) FROM "added" a JOIN "removed" b ON b."id" = a."id"
        WHERE a."service_id" IS DISTINCT FROM b."service_id")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_new_products"
AFTER INSERT ON "products" REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_products"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_changed_products"
AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_products"();
--> statement-breakpoint
CREATE TRIGGER "job_cards_of_removed_products"
AFTER DELETE ON "products" REFERENCING OLD TABLE AS "removed"
FOR EACH STATEMENT EXECUTE FUNCTION "job_cards_of_products"();
--> statement-breakpoint
-- The cards of the jobs already there. No job changes between the triggers' start and the fill.
LOCK TABLE "maintenance_requests", "orders", "maintenance_request_photos" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT job_cards_rebuild();
