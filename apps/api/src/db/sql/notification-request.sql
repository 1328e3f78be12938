-- Every notification of an order names the order's request, whoever writes it: an order's request
-- never changes, so it is read once, when the notification is written or moved to another order.
-- A truncate needs nothing: the key lives in the notification's own row, and a truncate of the
-- orders reaches their notifications (cascade).
CREATE OR REPLACE FUNCTION "notification_request"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."request_id" := (SELECT "request_id" FROM "orders" WHERE "id" = NEW."order_id");
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS "notification_request_add" ON "notifications";
CREATE TRIGGER "notification_request_add" BEFORE INSERT ON "notifications" FOR EACH ROW
WHEN (NEW."order_id" IS NOT NULL) EXECUTE FUNCTION "notification_request"();

DROP TRIGGER IF EXISTS "notification_request_move" ON "notifications";
CREATE TRIGGER "notification_request_move" BEFORE UPDATE OF "order_id", "request_id" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notification_request"();
