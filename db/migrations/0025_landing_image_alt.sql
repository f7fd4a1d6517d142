ALTER TABLE "landing_images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "landing_images" ADD COLUMN "alt_en" text;