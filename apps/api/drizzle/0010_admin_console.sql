CREATE TABLE "vendor_license_notices" (
	"vendor_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_license_notices_pkey" PRIMARY KEY("vendor_id","expires_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "potential_clients" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "potential_clients" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "license_expires_at" date;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_license_notices" ADD CONSTRAINT "vendor_license_notices_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_idx" ON "maintenance_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demo_requests_status_created_idx" ON "demo_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "potential_clients_status_created_idx" ON "potential_clients" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_paid_at_idx" ON "transactions" USING btree ("paid_at") WHERE "transactions"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "vendor_profiles_license_expires_idx" ON "vendor_profiles" USING btree ("license_expires_at") WHERE "vendor_profiles"."license_expires_at" IS NOT NULL;