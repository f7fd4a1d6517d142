CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"refund_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"formula" text NOT NULL,
	"description" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"amount_excl_tax_cents" integer NOT NULL,
	"vat_rate_bp" integer,
	"vat_cents" integer NOT NULL,
	"amount_incl_tax_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_provider" text NOT NULL,
	"refund_reference" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"provider_reference" text,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_values" CHECK ("refunds"."amount_cents" > 0 and "refunds"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_application_id_unique";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_cents" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_provider" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_reference" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deduction" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_seq_unique" ON "credit_notes" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_invoice_idx" ON "refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_balance_reference_unique" ON "applications" USING btree ("balance_provider","balance_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_application_kind_unique" ON "invoices" USING btree ("application_id","kind");--> statement-breakpoint
-- Hand-written rules (decision 024), like 0005_applications_sql for deposit invoices.
-- Credit notes are as immutable as invoices; their counter only moves forward by one.
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();--> statement-breakpoint
CREATE TRIGGER credit_notes_no_truncate BEFORE TRUNCATE ON credit_notes
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_truncate();--> statement-breakpoint
CREATE TRIGGER credit_note_counters_forward BEFORE UPDATE OR DELETE ON credit_note_counters
  FOR EACH ROW EXECUTE FUNCTION invoice_counters_forward_only();--> statement-breakpoint
ALTER TABLE credit_note_counters ADD CONSTRAINT credit_note_counters_range CHECK (year BETWEEN 2000 AND 9999 AND last_seq BETWEEN 1 AND 999999);--> statement-breakpoint
ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_number_format
  CHECK (seq BETWEEN 1 AND 999999 AND number = 'A-' || year::text || '-' || lpad(seq::text, 6, '0')
         AND extract(year FROM issued_on)::int = year);--> statement-breakpoint
ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_amounts
  CHECK (amount_excl_tax_cents >= 0 AND vat_cents >= 0 AND amount_incl_tax_cents > 0
         AND amount_incl_tax_cents = amount_excl_tax_cents + vat_cents
         AND (vat_rate_bp IS NOT NULL OR vat_cents = 0) AND currency = 'EUR');--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_kind
  CHECK (kind IN ('acompte', 'solde') AND ((kind = 'solde') = (deduction IS NOT NULL)));--> statement-breakpoint
ALTER TABLE applications ADD CONSTRAINT applications_balance_values
  CHECK ((balance_status IS NULL AND balance_cents IS NULL)
         OR (balance_status IN ('demande', 'paye') AND balance_cents > 0 AND payment_status = 'paye'
             AND (balance_status = 'demande' OR (balance_paid_at IS NOT NULL AND balance_reference IS NOT NULL))));
