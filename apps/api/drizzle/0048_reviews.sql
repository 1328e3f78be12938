CREATE TABLE "job_review_reminders" (
	"order_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_review_reminders_pkey" PRIMARY KEY("order_id","author_role")
);
--> statement-breakpoint
CREATE TABLE "job_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"window_ends_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_reviews_rating_check" CHECK ("job_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "job_reviews_reply_check" CHECK (("job_reviews"."reply_body" IS NULL) = ("job_reviews"."replied_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "job_review_reminders" ADD CONSTRAINT "job_review_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reviews_order_author_key" ON "job_reviews" USING btree ("order_id","author_role");--> statement-breakpoint
CREATE INDEX "job_reviews_vendor_published_idx" ON "job_reviews" USING btree ("subject_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job_reviews"."author_role" = 'resident' AND "job_reviews"."published_at" IS NOT NULL AND "job_reviews"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_reviews_unpublished_idx" ON "job_reviews" USING btree ("window_ends_at") WHERE "job_reviews"."published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_reviews_created_idx" ON "job_reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_reviews_author_idx" ON "job_reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_completed_idx" ON "maintenance_requests" USING btree ("completed_at") WHERE "maintenance_requests"."completed_at" IS NOT NULL;