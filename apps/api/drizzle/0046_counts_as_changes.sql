-- The kept counts become sums of rows (decision 046): a write adds a row of its changes instead of
-- updating the owner's one row, and the queue settles each owner's rows into one. The rows there
-- are already sums: they are settled.
ALTER TABLE "notification_counts" DROP CONSTRAINT "notification_counts_pkey";--> statement-breakpoint
ALTER TABLE "request_counts" DROP CONSTRAINT "request_counts_pkey";--> statement-breakpoint
ALTER TABLE "vendor_order_counts" DROP CONSTRAINT "vendor_order_counts_pkey";--> statement-breakpoint
ALTER TABLE "notification_counts" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_counts" ALTER COLUMN "settled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "request_counts" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "request_counts" ALTER COLUMN "settled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "vendor_order_counts" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_order_counts" ALTER COLUMN "settled" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "notification_counts_user_idx" ON "notification_counts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_counts_unsettled_idx" ON "notification_counts" USING btree ("user_id") WHERE not "notification_counts"."settled";--> statement-breakpoint
CREATE INDEX "request_counts_user_status_idx" ON "request_counts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "request_counts_unsettled_idx" ON "request_counts" USING btree ("user_id","status") WHERE not "request_counts"."settled";--> statement-breakpoint
CREATE INDEX "vendor_order_counts_vendor_status_idx" ON "vendor_order_counts" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "vendor_order_counts_unsettled_idx" ON "vendor_order_counts" USING btree ("vendor_id","status") WHERE not "vendor_order_counts"."settled";
