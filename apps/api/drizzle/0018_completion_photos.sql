ALTER TABLE "maintenance_request_photos" ADD COLUMN "stage" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_request_photos" ADD CONSTRAINT "maintenance_request_photos_stage_check" CHECK ("stage" IN ('request', 'completion'));
