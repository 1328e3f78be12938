ALTER TABLE "transactions" ADD COLUMN "receipt" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
-- A payment as the resident reads it, `Transaction` of packages/contracts/src/payments.ts: the only
-- definition of that answer. Its lines in name order; the card shown once its last four digits are.
CREATE FUNCTION "transaction_receipt"("t" "transactions") RETURNS json
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', t."id", 'status', t."status", 'amountCents', t."amount_cents",
    'currency', t."currency", 'provider', t."provider",
    'items', coalesce((
      SELECT json_agg(json_build_object(
        'productId', line."product_id", 'name', line."name", 'quantity', line."quantity",
        'unitPriceCents', line."unit_price_cents"
      ) ORDER BY line."name", line."id")
      FROM "transaction_items" line WHERE line."transaction_id" = t."id"), '[]'::json),
    'maintenanceRequestId', t."maintenance_request_id",
    'createdAt', iso_utc(t."created_at"), 'paidAt', iso_utc(t."paid_at"),
    'card', CASE WHEN coalesce(t."card_last4", '') <> ''
      THEN json_build_object('brand', coalesce(t."card_brand", 'Card'), 'last4', t."card_last4") END)
$$;
--> statement-breakpoint
-- Every written row is shown as it now is: a new payment, a paid one, a card noted.
CREATE FUNCTION "transaction_receipt_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."receipt" := transaction_receipt(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transaction_receipt_keep"
BEFORE INSERT OR UPDATE ON "transactions"
FOR EACH ROW EXECUTE FUNCTION "transaction_receipt_keep"();
--> statement-breakpoint
-- Lines written after their payment (in its transaction) rewrite its receipt: once per statement,
-- through the row trigger above.
CREATE FUNCTION "transaction_receipt_of_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "transactions" SET "receipt" = "receipt"
  WHERE "id" IN (SELECT "transaction_id" FROM "changed");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transaction_receipt_of_new_lines"
AFTER INSERT ON "transaction_items" REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "transaction_receipt_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "transaction_receipt_of_changed_lines"
AFTER UPDATE ON "transaction_items" REFERENCING NEW TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "transaction_receipt_of_lines"();
--> statement-breakpoint
CREATE TRIGGER "transaction_receipt_of_removed_lines"
AFTER DELETE ON "transaction_items" REFERENCING OLD TABLE AS "changed"
FOR EACH STATEMENT EXECUTE FUNCTION "transaction_receipt_of_lines"();
--> statement-breakpoint
UPDATE "transactions" SET "receipt" = transaction_receipt("transactions");
