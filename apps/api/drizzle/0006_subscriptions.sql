CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"maintenance_plan_id" uuid NOT NULL,
	"pending_plan_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."status" = 'pending' OR "subscriptions"."canceled_at" IS NOT NULL OR ("subscriptions"."current_period_start" IS NOT NULL AND "subscriptions"."current_period_end" > "subscriptions"."current_period_start")),
	CONSTRAINT "subscriptions_canceled_at_check" CHECK (("subscriptions"."status" = 'canceled') = ("subscriptions"."canceled_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_maintenance_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("maintenance_plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("pending_plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("maintenance_plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_pending_plan_idx" ON "subscriptions" USING btree ("pending_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_property_key" ON "subscriptions" USING btree ("property_id") WHERE "subscriptions"."status" IN ('pending', 'active', 'past_due');--> statement-breakpoint
ALTER TABLE "transaction_subscriptions" ADD CONSTRAINT "transaction_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;