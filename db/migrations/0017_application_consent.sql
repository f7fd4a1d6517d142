ALTER TABLE "applications" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cgv_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cgv_accepted_at" timestamp with time zone;