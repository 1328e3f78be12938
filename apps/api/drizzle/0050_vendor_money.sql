CREATE TABLE "payment_disputes" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"processor_dispute_id" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" uuid,
	"processor_refund_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_id" uuid,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"payout_cents" integer NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"disputed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_money_check" CHECK ("earnings"."fee_cents" >= 0 AND "earnings"."payout_cents" >= 0 AND "earnings"."fee_cents" + "earnings"."payout_cents" = "earnings"."price_cents" AND "earnings"."reversed_cents" BETWEEN 0 AND "earnings"."payout_cents"),
	CONSTRAINT "earnings_paid_check" CHECK (("earnings"."paid_at" IS NULL) = ("earnings"."transfer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"processor_account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"bank_last4" text,
	"missing" text[] DEFAULT '{}'::text[] NOT NULL,
	"processor_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_disputes_open_idx" ON "payment_disputes" USING btree ("opened_at") WHERE "payment_disputes"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_refunds_transaction_idx" ON "payment_refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_order_key" ON "earnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "earnings_transaction_idx" ON "earnings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "earnings_vendor_completed_idx" ON "earnings" USING btree ("vendor_id","completed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "earnings_vendor_status_idx" ON "earnings" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("available_at") WHERE "earnings"."status" IN ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_processor_account_key" ON "payout_accounts" USING btree ("processor_account_id");