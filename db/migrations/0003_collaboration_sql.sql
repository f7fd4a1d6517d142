-- A sealed contract never changes: once contract_text is set, its text, hash, language, parties
-- and finalization time are frozen (the application never tries; this makes it impossible).
CREATE OR REPLACE FUNCTION collaboration_contract_frozen() RETURNS trigger AS $$
BEGIN
  IF OLD.contract_text IS NOT NULL AND (
       NEW.contract_text IS DISTINCT FROM OLD.contract_text
    OR NEW.contract_hash IS DISTINCT FROM OLD.contract_hash
    OR NEW.contract_lang IS DISTINCT FROM OLD.contract_lang
    OR NEW.contract_parties IS DISTINCT FROM OLD.contract_parties
    OR NEW.finalized_at IS DISTINCT FROM OLD.finalized_at) THEN
    RAISE EXCEPTION 'collaboration contract % is sealed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER collaboration_contract_frozen BEFORE UPDATE ON "collaboration_matches"
  FOR EACH ROW EXECUTE FUNCTION collaboration_contract_frozen();
--> statement-breakpoint
-- Nor do the answers it was written from.
CREATE OR REPLACE FUNCTION collaboration_answers_frozen() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = NEW.match_id AND m.contract_text IS NOT NULL) THEN
    RAISE EXCEPTION 'collaboration contract % is sealed', NEW.match_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER collaboration_answers_frozen BEFORE INSERT OR UPDATE ON "collaboration_answers"
  FOR EACH ROW EXECUTE FUNCTION collaboration_answers_frozen();
