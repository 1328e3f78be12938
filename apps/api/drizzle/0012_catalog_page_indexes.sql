CREATE INDEX "products_active_kind_name_idx" ON "products" USING btree ("kind","name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "services_active_name_idx" ON "services" USING btree ("name","id") WHERE "services"."active";--> statement-breakpoint
CREATE INDEX "services_active_kind_name_idx" ON "services" USING btree ("kind","name","id") WHERE "services"."active";