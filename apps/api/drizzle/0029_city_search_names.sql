DROP INDEX "cities_name_idx";--> statement-breakpoint
DROP INDEX "cities_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name","id","state_id","name_folded");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name_folded" gin_trgm_ops);