DROP INDEX "users_role_created_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_user_created_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_user_status_created_idx";--> statement-breakpoint
DROP INDEX "maintenance_requests_created_idx";--> statement-breakpoint
DROP INDEX "orders_pending_match_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_vendor_status_updated_idx";--> statement-breakpoint
DROP INDEX "demo_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "potential_clients_status_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unseen_idx";--> statement-breakpoint
DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "properties_user_created_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_created_idx";--> statement-breakpoint
CREATE INDEX "orders_vendor_updated_idx" ON "orders" USING btree ("vendor_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_user_created_idx" ON "maintenance_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_user_status_created_idx" ON "maintenance_requests" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_idx" ON "maintenance_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_pending_match_idx" ON "orders" USING btree ("service_id","zip_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_vendor_status_updated_idx" ON "orders" USING btree ("vendor_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "demo_requests_status_created_idx" ON "demo_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "potential_clients_status_created_idx" ON "potential_clients" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unseen_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."seen" = false;--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_user_created_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);