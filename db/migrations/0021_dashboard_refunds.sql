ALTER TABLE "refunds" ALTER COLUMN "requested_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_reference_unique" ON "refunds" USING btree ("provider_reference") WHERE "refunds"."provider_reference" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_values" CHECK (("refunds"."source" = 'app' and "refunds"."requested_by" is not null) or ("refunds"."source" = 'stripe' and "refunds"."requested_by" is null));