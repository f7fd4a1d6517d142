CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_role" text,
	"to_role" text,
	"changed_by" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_one_pending_per_user";--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "role_changes_user_idx" ON "role_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "role_changes_created_idx" ON "role_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_pending_per_user" ON "applications" USING btree ("user_id") WHERE "applications"."payment_status" = 'en_attente' and "applications"."status" = 'validee';--> statement-breakpoint
-- Decision 025: an application is validee, refusee or retiree; events are of three kinds; the
-- reason of a refusal or withdrawal is required and bounded (the API checks it first, in words).
ALTER TABLE applications ADD CONSTRAINT applications_status_values CHECK (status IN ('validee', 'refusee', 'retiree'));--> statement-breakpoint
ALTER TABLE application_events ADD CONSTRAINT application_events_values
  CHECK (kind IN ('payment_link_sent', 'refused', 'withdrawn')
         AND (kind = 'payment_link_sent' OR (reason IS NOT NULL AND char_length(reason) BETWEEN 1 AND 1000)));--> statement-breakpoint
-- Every change of a role is recorded, whichever code path makes it (members page, payment,
-- refund). The staff member acting sets `atelier.actor_id` (and `atelier.actor_name`) with
-- set_config(…, true) in the same transaction; without it the change is the system's.
CREATE OR REPLACE FUNCTION atelier_record_role_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO role_changes (user_id, from_role, to_role, changed_by, changed_by_name)
  VALUES (NEW.id, OLD.role, NEW.role,
          nullif(current_setting('atelier.actor_id', true), '')::uuid,
          coalesce(current_setting('atelier.actor_name', true), ''));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_record_role_change AFTER UPDATE OF role ON "users"
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION atelier_record_role_change();
