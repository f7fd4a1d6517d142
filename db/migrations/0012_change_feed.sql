-- Cache invalidation across instances (issue 13, src/server/db/change-feed.ts): any update or
-- delete of an account or of one of its sessions (revocation, sign-out everywhere, purge, role,
-- language or profile change) notifies `user:<id>` on `atelier_changes` at commit, whichever code
-- path made it. Every instance drops that user's cached sessions. NOTIFY folds identical payloads
-- of one transaction into one.
CREATE OR REPLACE FUNCTION atelier_notify_user_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('atelier_changes', 'user:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('atelier_changes', 'user:' || OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION atelier_notify_user_change();
