CREATE TABLE "product_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_clock_single_row" CHECK ("product_clock"."id" = 1),
	CONSTRAINT "product_clock_forward_only" CHECK ("product_clock"."offset_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_last4_check" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_card_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "purpose" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_card_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_token_key" ON "payment_cards" USING btree ("token");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_payment_card_idx" ON "transactions" USING btree ("payment_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_key" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" IN ('active', 'past_due');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;
