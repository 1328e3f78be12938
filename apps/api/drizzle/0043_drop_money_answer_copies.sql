-- Payments, subscriptions and plans are answered from their facts at read time (decision 041):
-- the triggers and functions that kept their answers as JSON (0034, 0038) go, before the columns
-- that held them. iso_utc and uri_component stay: the job cards (0030) still use them.
DROP TRIGGER "transaction_receipt_keep" ON "transactions";
--> statement-breakpoint
DROP TRIGGER "transaction_receipt_of_new_lines" ON "transaction_items";
--> statement-breakpoint
DROP TRIGGER "transaction_receipt_of_changed_lines" ON "transaction_items";
--> statement-breakpoint
DROP TRIGGER "transaction_receipt_of_removed_lines" ON "transaction_items";
--> statement-breakpoint
DROP FUNCTION "transaction_receipt_keep"();
--> statement-breakpoint
DROP FUNCTION "transaction_receipt_of_lines"();
--> statement-breakpoint
DROP FUNCTION "transaction_receipt"("transactions");
--> statement-breakpoint
DROP TRIGGER "subscription_plan_card_keep" ON "maintenance_plans";
--> statement-breakpoint
DROP TRIGGER "subscription_card_keep" ON "subscriptions";
--> statement-breakpoint
DROP TRIGGER "subscription_plan_card_of_new_product" ON "products";
--> statement-breakpoint
DROP TRIGGER "subscription_plan_card_of_moved_product" ON "products";
--> statement-breakpoint
DROP TRIGGER "subscription_plan_card_of_removed_product" ON "products";
--> statement-breakpoint
DROP TRIGGER "subscription_cards_of_property" ON "properties";
--> statement-breakpoint
DROP FUNCTION "subscription_plan_card_keep"();
--> statement-breakpoint
DROP FUNCTION "subscription_card_keep"();
--> statement-breakpoint
DROP FUNCTION "subscription_plan_card_of_product"();
--> statement-breakpoint
DROP FUNCTION "subscription_cards_of_property"();
--> statement-breakpoint
DROP FUNCTION "subscription_answer"(json, json, json);
--> statement-breakpoint
DROP FUNCTION "subscription_card"("subscriptions");
--> statement-breakpoint
DROP FUNCTION "subscription_plan_card"("maintenance_plans");
--> statement-breakpoint
-- Nothing calls it once the job cards (0042) and the money copies (above) are gone.
DROP FUNCTION "iso_utc"(timestamptz);
