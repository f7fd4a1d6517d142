-- Decision 037: a sealed contract's seal, signed PDF and signatures never change, as issued
-- invoices never do (the application never tries; this makes a hand-typed UPDATE impossible).
-- Deleting the whole contract stays possible (the retention rule for contracts of two erased
-- parties deletes the match; its PDF and signatures go with it by cascade).
CREATE OR REPLACE FUNCTION collaboration_seal_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sealed_at IS NOT NULL AND (
       NEW.sealed_at IS DISTINCT FROM OLD.sealed_at
    OR NEW.sealed_pdf_sha256 IS DISTINCT FROM OLD.sealed_pdf_sha256
    OR NEW.signing_cert_fingerprint IS DISTINCT FROM OLD.signing_cert_fingerprint) THEN
    RAISE EXCEPTION 'collaboration contract % is sealed', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_seal_frozen BEFORE UPDATE ON "collaboration_matches"
  FOR EACH ROW EXECUTE FUNCTION collaboration_seal_frozen();--> statement-breakpoint

-- The signed PDF is written once, at sealing; it is never rewritten, and goes only with its match.
CREATE OR REPLACE FUNCTION collaboration_pdf_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = OLD.match_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the signed PDF of collaboration contract % cannot be changed or deleted', OLD.match_id
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_pdf_frozen BEFORE UPDATE OR DELETE ON "collaboration_contract_pdfs"
  FOR EACH ROW EXECUTE FUNCTION collaboration_pdf_frozen();--> statement-breakpoint

-- Once sealed, no signature is added, changed or removed (except with the whole match).
CREATE OR REPLACE FUNCTION collaboration_signatures_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.match_id ELSE OLD.match_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = target AND m.sealed_at IS NOT NULL)
     OR (TG_OP = 'UPDATE' AND NEW.match_id IS DISTINCT FROM OLD.match_id
         AND EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = NEW.match_id AND m.sealed_at IS NOT NULL)) THEN
    RAISE EXCEPTION 'collaboration contract % is sealed: its signatures cannot change', target
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_signatures_frozen BEFORE INSERT OR UPDATE OR DELETE ON "collaboration_signatures"
  FOR EACH ROW EXECUTE FUNCTION collaboration_signatures_frozen();--> statement-breakpoint
CREATE OR REPLACE FUNCTION collaboration_sealed_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed contracts and signatures cannot be truncated' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_pdfs_no_truncate BEFORE TRUNCATE ON "collaboration_contract_pdfs"
  FOR EACH STATEMENT EXECUTE FUNCTION collaboration_sealed_refuse_truncate();--> statement-breakpoint
CREATE TRIGGER collaboration_signatures_no_truncate BEFORE TRUNCATE ON "collaboration_signatures"
  FOR EACH STATEMENT EXECUTE FUNCTION collaboration_sealed_refuse_truncate();
