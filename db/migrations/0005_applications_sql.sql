-- Applications, invoices and the mail outbox: rules drizzle's schema cannot express (decision 009).
-- Stands on its own: it only needs the tables of migration 0002_applications.

-- Issued invoices are immutable: the database itself refuses to change or delete them
-- (a bug or a hand-typed UPDATE cannot rewrite an invoice after it was sent).
CREATE OR REPLACE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued and cannot be changed or deleted', OLD.number
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued invoices cannot be truncated' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_truncate();--> statement-breakpoint

-- A year's counter only ever moves forward by one and is never deleted: a number once issued
-- is never issued again, and no number is skipped.
CREATE OR REPLACE FUNCTION invoice_counters_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice counter % cannot be deleted', OLD.year USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.year <> OLD.year OR NEW.last_seq <> OLD.last_seq + 1 THEN
    RAISE EXCEPTION 'invoice counter % can only move forward by one', OLD.year USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_counters_forward BEFORE UPDATE OR DELETE ON invoice_counters
  FOR EACH ROW EXECUTE FUNCTION invoice_counters_forward_only();--> statement-breakpoint

ALTER TABLE invoice_counters ADD CONSTRAINT invoice_counters_range CHECK (year BETWEEN 2000 AND 9999 AND last_seq BETWEEN 1 AND 999999);--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_number_format
  CHECK (seq BETWEEN 1 AND 999999 AND number = 'F-' || year::text || '-' || lpad(seq::text, 6, '0')
         AND extract(year FROM issued_on)::int = year);--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_amounts
  CHECK (amount_excl_tax_cents >= 0 AND vat_cents >= 0 AND amount_incl_tax_cents > 0
         AND amount_incl_tax_cents = amount_excl_tax_cents + vat_cents
         AND (vat_rate_bp IS NOT NULL OR vat_cents = 0) AND currency = 'EUR');--> statement-breakpoint

ALTER TABLE applications ADD CONSTRAINT applications_values
  CHECK (formula IN ('essentiel', 'premium') AND payment_status IN ('en_attente', 'paye')
         AND deposit_cents > 0 AND formula_price_cents > 0 AND monthly_revenue >= 0
         AND (payment_status = 'en_attente' OR (paid_at IS NOT NULL AND payment_reference IS NOT NULL)));--> statement-breakpoint

ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_claim_pair CHECK ((claimed_at IS NULL) = (claim_token IS NULL));
