CREATE TABLE "processed_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "transaction_items_quantity_check" CHECK ("transaction_items"."quantity" BETWEEN 1 AND 20),
	CONSTRAINT "transaction_items_price_check" CHECK ("transaction_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_subscriptions" (
	"transaction_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	CONSTRAINT "transaction_subscriptions_transaction_id_subscription_id_pk" PRIMARY KEY("transaction_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"maintenance_request_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount_cents" >= 0),
	CONSTRAINT "transactions_paid_at_check" CHECK (("transactions"."status" = 'paid') = ("transactions"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_subscriptions" ADD CONSTRAINT "transaction_subscriptions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_items_product_idx" ON "transaction_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_items_product_key" ON "transaction_items" USING btree ("transaction_id","product_id");--> statement-breakpoint
CREATE INDEX "transaction_subscriptions_subscription_idx" ON "transaction_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_session_key" ON "transactions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "transactions_maintenance_request_idx" ON "transactions" USING btree ("maintenance_request_id");