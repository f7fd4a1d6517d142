ALTER TABLE "applications" ADD COLUMN "vies_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vies_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vies_request_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vies_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "vies_address" text;