ALTER TABLE "maintenance_plans" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "receipt";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "card";