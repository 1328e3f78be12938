CREATE TABLE "vendor_rating_counts" (
	"vendor_id" uuid NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_rating_counts" ADD CONSTRAINT "vendor_rating_counts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_rating_counts_vendor_idx" ON "vendor_rating_counts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_rating_counts_unsettled_idx" ON "vendor_rating_counts" USING btree ("vendor_id") WHERE not "vendor_rating_counts"."settled";--> statement-breakpoint
-- The first fill: each vendor's counted reviews (the residents', published, not hidden) until now.
INSERT INTO "vendor_rating_counts" ("vendor_id", "reviews", "ratings", "settled")
SELECT "subject_id", count(*), sum("rating"), true FROM "job_reviews"
WHERE "author_role" = 'resident' AND "published_at" IS NOT NULL AND "hidden_at" IS NULL
GROUP BY "subject_id";
