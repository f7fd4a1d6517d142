ALTER TABLE "applications" ADD COLUMN "withdrawal_text_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "early_start_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_waiver_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "access_deferred_until" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_channel" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_received_on" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_owed_cents" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_due_on" date;