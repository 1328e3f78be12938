CREATE TABLE "order_offers" (
	"order_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_offers_pkey" PRIMARY KEY("order_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_offers_vendor_idx" ON "order_offers" USING btree ("vendor_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_waiting_round_idx" ON "orders" USING btree ("round_started_at") WHERE "orders"."status" = 'pending' and "orders"."offer_round" < 3;