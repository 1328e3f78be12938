ALTER TABLE "notifications" ADD COLUMN "request_id" uuid;
--> statement-breakpoint
UPDATE "notifications" AS n SET "request_id" = o."request_id" FROM "orders" AS o
WHERE o."id" = n."order_id";
--> statement-breakpoint
-- Every notification of an order names the order's request, whoever writes it: an order's request
-- never changes, so it is read once, when the notification is written or moved to another order.
CREATE FUNCTION "notification_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."request_id" := (SELECT "request_id" FROM "orders" WHERE "id" = NEW."order_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notification_request_add" BEFORE INSERT ON "notifications" FOR EACH ROW
WHEN (NEW."order_id" IS NOT NULL) EXECUTE FUNCTION "notification_request"();
--> statement-breakpoint
CREATE TRIGGER "notification_request_move" BEFORE UPDATE OF "order_id", "request_id" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notification_request"();
