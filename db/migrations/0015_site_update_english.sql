ALTER TABLE "site_updates" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "site_updates" ADD COLUMN "description_en" text;