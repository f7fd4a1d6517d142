-- Rules of the uploads table that drizzle's schema cannot express (issue 9, decision 008).

-- What each type of upload must (and must not) be attached to.
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_type_check" CHECK (
  ("type" IN ('action_image', 'action_document') AND "user_id" IS NOT NULL AND "action_id" IS NOT NULL AND "card_id" IS NOT NULL AND "application_id" IS NULL)
  OR ("type" = 'gallery' AND "user_id" IS NOT NULL AND "action_id" IS NULL AND "card_id" IS NULL AND "checklist_item_id" IS NULL AND "application_id" IS NULL)
  OR ("type" = 'candidature' AND "action_id" IS NULL AND "card_id" IS NULL AND "checklist_item_id" IS NULL)
);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_size_check" CHECK ("size_bytes" > 0 AND ("width" IS NULL) = ("height" IS NULL));--> statement-breakpoint

-- Deleting an uploads row, directly or by cascade (a deleted action, card or user), queues the
-- removal of its storage object; src/server/files/sweep-files.ts removes due objects.
CREATE OR REPLACE FUNCTION "uploads_queue_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("storage_key", "due_at") VALUES (OLD."storage_key", now())
  ON CONFLICT ("storage_key") DO UPDATE SET "due_at" = least("file_deletions"."due_at", now());
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "uploads_queue_file_deletion" AFTER DELETE ON "uploads"
  FOR EACH ROW EXECUTE FUNCTION "uploads_queue_file_deletion"();
