CREATE TABLE "offer_deliveries" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"vendor_ids" uuid[] NOT NULL,
	"offer" jsonb NOT NULL,
	"offered_at" timestamp with time zone DEFAULT product_now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_deliveries" ADD CONSTRAINT "offer_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_deliveries_offered_idx" ON "offer_deliveries" USING btree ("offered_at");