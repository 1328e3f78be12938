ALTER TABLE "transactions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last4" text;