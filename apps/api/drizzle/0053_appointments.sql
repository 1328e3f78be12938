CREATE TABLE "appointments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"eta_at" timestamp with time zone,
	"reminded_day_before_at" timestamp with time zone,
	"reminded_hour_before_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT product_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT product_now() NOT NULL,
	CONSTRAINT "appointments_span_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT product_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_availability" (
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "request_availability_pkey" PRIMARY KEY("request_id","position"),
	CONSTRAINT "request_availability_span_check" CHECK ("request_availability"."ends_at" > "request_availability"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "timezone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_availability" ADD CONSTRAINT "request_availability_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_confirmed_start_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");