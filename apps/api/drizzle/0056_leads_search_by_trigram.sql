CREATE INDEX "demo_requests_name_trgm_idx" ON "demo_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_email_trgm_idx" ON "demo_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_company_trgm_idx" ON "demo_requests" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_message_trgm_idx" ON "demo_requests" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "potential_clients_name_trgm_idx" ON "potential_clients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "potential_clients_email_trgm_idx" ON "potential_clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "potential_clients_company_trgm_idx" ON "potential_clients" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "potential_clients_message_trgm_idx" ON "potential_clients" USING gin ("message" gin_trgm_ops);