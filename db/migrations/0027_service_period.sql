ALTER TABLE "invoices" ADD COLUMN "service_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_end" date;