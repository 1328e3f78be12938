ALTER TABLE "maintenance_plans" ADD COLUMN "card" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_property_idx" ON "subscriptions" USING btree ("property_id");
--> statement-breakpoint
-- A plan as a subscription shows it, `SubscriptionPlan` of packages/contracts/src/subscriptions.ts:
-- the only definition of that answer, with the catalogue product that pays for the plan.
CREATE FUNCTION "subscription_plan_card"("p" "maintenance_plans") RETURNS json
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', p."id", 'name', p."name", 'priceCents', p."price_cents", 'currency', p."currency",
    'interval', p."interval",
    'productId', (SELECT product."id" FROM "products" product WHERE product."maintenance_plan_id" = p."id"))
$$;
--> statement-breakpoint
-- A subscription as its answers write it, `Subscription` but its two plans, which a read joins in
-- (`subscription_answer`): a plan's price changed rewrites one plan, not its subscriptions.
CREATE FUNCTION "subscription_card"("s" "subscriptions") RETURNS json
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', s."id", 'status', s."status", 'propertyId', s."property_id",
    'property', json_build_object('id', s."property_id",
      'name', (SELECT property."name" FROM "properties" property WHERE property."id" = s."property_id")),
    'maintenancePlanId', s."maintenance_plan_id", 'pendingPlanId', s."pending_plan_id",
    'cancelAtPeriodEnd', s."cancel_at_period_end",
    'currentPeriodStart', iso_utc(s."current_period_start"),
    'currentPeriodEnd', iso_utc(s."current_period_end"),
    'canceledAt', iso_utc(s."canceled_at"),
    'createdAt', iso_utc(s."created_at"), 'updatedAt', iso_utc(s."updated_at"))
$$;
--> statement-breakpoint
-- The whole answer, as text: the card with its plan and next plan (or null) written into it.
CREATE FUNCTION "subscription_answer"("card" json, "plan" json, "pending_plan" json) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left("card"::text, -1) || ', "plan" : ' || "plan"::text
    || ', "pendingPlan" : ' || coalesce("pending_plan"::text, 'null') || '}'
$$;
--> statement-breakpoint
CREATE FUNCTION "subscription_plan_card_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."card" := subscription_plan_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_plan_card_keep"
BEFORE INSERT OR UPDATE ON "maintenance_plans"
FOR EACH ROW EXECUTE FUNCTION "subscription_plan_card_keep"();
--> statement-breakpoint
CREATE FUNCTION "subscription_card_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."card" := subscription_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_card_keep"
BEFORE INSERT OR UPDATE ON "subscriptions"
FOR EACH ROW EXECUTE FUNCTION "subscription_card_keep"();
--> statement-breakpoint
-- A plan's product added, moved or removed: that plan's card, through its row trigger. Products
-- of no plan (every service's) do not fire.
CREATE FUNCTION "subscription_plan_card_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "maintenance_plans" SET "card" = "card" WHERE "id" = OLD."maintenance_plan_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "maintenance_plans" SET "card" = "card" WHERE "id" = NEW."maintenance_plan_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_plan_card_of_new_product"
AFTER INSERT ON "products" FOR EACH ROW WHEN (NEW."maintenance_plan_id" IS NOT NULL)
EXECUTE FUNCTION "subscription_plan_card_of_product"();
--> statement-breakpoint
CREATE TRIGGER "subscription_plan_card_of_moved_product"
AFTER UPDATE OF "maintenance_plan_id" ON "products" FOR EACH ROW
WHEN (OLD."maintenance_plan_id" IS DISTINCT FROM NEW."maintenance_plan_id")
EXECUTE FUNCTION "subscription_plan_card_of_product"();
--> statement-breakpoint
CREATE TRIGGER "subscription_plan_card_of_removed_product"
AFTER DELETE ON "products" FOR EACH ROW WHEN (OLD."maintenance_plan_id" IS NOT NULL)
EXECUTE FUNCTION "subscription_plan_card_of_product"();
--> statement-breakpoint
-- A property renamed: the cards of its subscriptions.
CREATE FUNCTION "subscription_cards_of_property"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "subscriptions" SET "card" = "card" WHERE "property_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_cards_of_property"
AFTER UPDATE OF "name" ON "properties" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "subscription_cards_of_property"();
--> statement-breakpoint
-- Every plan and subscription there is, through the row triggers above.
UPDATE "maintenance_plans" SET "card" = "card";
--> statement-breakpoint
UPDATE "subscriptions" SET "card" = "card";
