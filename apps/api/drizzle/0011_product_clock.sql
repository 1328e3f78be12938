CREATE TABLE "product_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_seconds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_clock_single_row" CHECK ("product_clock"."id" = 1),
	CONSTRAINT "product_clock_forward_only" CHECK ("product_clock"."offset_seconds" >= 0)
);
