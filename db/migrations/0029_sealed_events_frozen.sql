-- Issue 37 (decision 037, extended): a sealed contract's audit trail is frozen like its seal. Its
-- events are never updated or deleted, and no event is added but the sealing's own, once. The
-- whole sealed contract goes only with the retention job (contracts of two parties erased long
-- ago), which says so in its transaction (`atelier.retention_job`); its events, PDF and signatures
-- then go by cascade.
CREATE OR REPLACE FUNCTION collaboration_events_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.match_id ELSE OLD.match_id END;
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = OLD.match_id) THEN
    RETURN OLD; -- the cascade of the whole contract's deletion
  END IF;
  IF EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = target AND m.sealed_at IS NOT NULL)
     OR (TG_OP = 'UPDATE' AND NEW.match_id IS DISTINCT FROM OLD.match_id
         AND EXISTS (SELECT 1 FROM "collaboration_matches" m WHERE m.id = NEW.match_id AND m.sealed_at IS NOT NULL)) THEN
    IF TG_OP = 'INSERT' AND NEW.kind = 'sealed' AND NOT EXISTS (
         SELECT 1 FROM "collaboration_events" e WHERE e.match_id = NEW.match_id AND e.kind = 'sealed') THEN
      RETURN NEW; -- the sealing records itself, in the transaction that seals
    END IF;
    RAISE EXCEPTION 'collaboration contract % is sealed: its history cannot change', target
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_events_frozen BEFORE INSERT OR UPDATE OR DELETE ON "collaboration_events"
  FOR EACH ROW EXECUTE FUNCTION collaboration_events_frozen();--> statement-breakpoint
CREATE TRIGGER collaboration_events_no_truncate BEFORE TRUNCATE ON "collaboration_events"
  FOR EACH STATEMENT EXECUTE FUNCTION collaboration_sealed_refuse_truncate();--> statement-breakpoint

CREATE OR REPLACE FUNCTION collaboration_sealed_delete_by_retention_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.sealed_at IS NOT NULL AND current_setting('atelier.retention_job', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'collaboration contract % is sealed: only the retention job deletes it', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER collaboration_sealed_delete_by_retention_only BEFORE DELETE ON "collaboration_matches"
  FOR EACH ROW EXECUTE FUNCTION collaboration_sealed_delete_by_retention_only();
