CREATE TABLE "landing_erased_applications" (
	"slug" text NOT NULL,
	"day" date NOT NULL,
	"applications" integer NOT NULL,
	"paid" integer NOT NULL,
	CONSTRAINT "landing_erased_applications_slug_day_pk" PRIMARY KEY("slug","day")
);
--> statement-breakpoint
-- Decision 026: the erasure of an account is an entry of each application it keeps (who: the
-- member, `actor_id` = their own id, or the staff member who acted), with no reason.
ALTER TABLE application_events DROP CONSTRAINT application_events_values;--> statement-breakpoint
ALTER TABLE application_events ADD CONSTRAINT application_events_values
  CHECK (kind IN ('payment_link_sent', 'refused', 'withdrawn', 'account_erased')
         AND (kind IN ('payment_link_sent', 'account_erased') OR (reason IS NOT NULL AND char_length(reason) BETWEEN 1 AND 1000)));
