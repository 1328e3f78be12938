-- A job's answers are built by the API at read time (decision 040): the cards the triggers kept
-- (migration 0030) and the order's copied timeline (migration 0028) go, with all that wrote them.
DROP TRIGGER "job_cards_of_requests" ON "maintenance_requests";--> statement-breakpoint
DROP TRIGGER "job_cards_of_new_orders" ON "orders";--> statement-breakpoint
DROP TRIGGER "job_cards_of_orders" ON "orders";--> statement-breakpoint
DROP TRIGGER "job_cards_of_new_photos" ON "maintenance_request_photos";--> statement-breakpoint
DROP TRIGGER "job_cards_of_changed_photos" ON "maintenance_request_photos";--> statement-breakpoint
DROP TRIGGER "job_cards_of_removed_photos" ON "maintenance_request_photos";--> statement-breakpoint
DROP TRIGGER "job_cards_of_properties" ON "properties";--> statement-breakpoint
DROP TRIGGER "job_cards_of_residents" ON "users";--> statement-breakpoint
DROP TRIGGER "job_cards_of_new_vendors" ON "vendor_profiles";--> statement-breakpoint
DROP TRIGGER "job_cards_of_changed_vendors" ON "vendor_profiles";--> statement-breakpoint
DROP TRIGGER "job_cards_of_removed_vendors" ON "vendor_profiles";--> statement-breakpoint
DROP TRIGGER "job_cards_of_services" ON "services";--> statement-breakpoint
DROP TRIGGER "job_cards_of_new_products" ON "products";--> statement-breakpoint
DROP TRIGGER "job_cards_of_changed_products" ON "products";--> statement-breakpoint
DROP TRIGGER "job_cards_of_removed_products" ON "products";--> statement-breakpoint
DROP FUNCTION "job_cards_of_requests"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_orders"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_photos"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_properties"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_residents"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_vendors"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_services"();--> statement-breakpoint
DROP FUNCTION "job_cards_of_products"();--> statement-breakpoint
DROP FUNCTION "job_cards_refresh"(uuid[]);--> statement-breakpoint
DROP FUNCTION "job_cards_rebuild"();--> statement-breakpoint
DROP VIEW "job_card_view";--> statement-breakpoint
-- The map link is written by the API now. `iso_utc` stays: other kept answers still use it.
DROP FUNCTION "uri_component"(text);--> statement-breakpoint
DROP FUNCTION "uri_component_escaped"(text);--> statement-breakpoint
DROP TRIGGER "order_timeline_add" ON "order_status_history";--> statement-breakpoint
DROP FUNCTION "order_timeline_add"();--> statement-breakpoint
DROP TABLE "job_cards" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "timeline";
