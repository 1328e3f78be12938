-- Searches of places: a city's name walk reads its index alone (the id and state are in it), and
-- a zip code's prefix is a range of an index in byte order (the default collation's index is
-- walked whole for "94%": 39,107 entries for 20 rows).
DROP INDEX "cities_name_idx";--> statement-breakpoint
CREATE INDEX "zip_codes_code_prefix_idx" ON "zip_codes" USING btree (("code" collate "C"));--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name","id","state_id");