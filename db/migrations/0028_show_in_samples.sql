ALTER TABLE "users" ADD COLUMN "show_in_samples" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_in_samples_at" timestamp with time zone;