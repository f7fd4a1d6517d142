-- Issued documents' files (decision 036): rules drizzle's schema cannot express.

-- A stored document is never replaced nor forgotten: its row, like the invoice it holds, cannot
-- change or go (a wrong hash must be investigated, not overwritten).
CREATE OR REPLACE FUNCTION issued_documents_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the stored file of % % cannot be changed or deleted', OLD.kind, OLD.number
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER issued_documents_immutable BEFORE UPDATE OR DELETE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION issued_documents_refuse_change();--> statement-breakpoint
ALTER TABLE issued_documents ADD CONSTRAINT issued_documents_values
  CHECK (kind IN ('invoice', 'credit_note') AND sha256 ~ '^[0-9a-f]{64}$' AND size > 0);--> statement-breakpoint

-- The VAT regimes an application, an invoice or a credit note may state.
ALTER TABLE applications ADD CONSTRAINT applications_vat_regime_values
  CHECK (vat_regime IS NULL OR vat_regime IN ('fr', 'franchise', 'reverse_charge', 'out_of_scope'));--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_vat_regime_values
  CHECK (vat_regime IS NULL OR vat_regime IN ('fr', 'franchise', 'reverse_charge', 'out_of_scope'));--> statement-breakpoint
ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_vat_regime_values
  CHECK (vat_regime IS NULL OR vat_regime IN ('fr', 'franchise', 'reverse_charge', 'out_of_scope'));
