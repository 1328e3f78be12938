DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
DROP TABLE "submission_counters" CASCADE;