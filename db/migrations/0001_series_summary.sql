ALTER TABLE "impact_schedule" ADD COLUMN "readings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "impact_schedule" ADD COLUMN "first_date" date;--> statement-breakpoint
ALTER TABLE "impact_schedule" ADD COLUMN "first_value" double precision;--> statement-breakpoint
ALTER TABLE "impact_schedule" ADD COLUMN "last_date" date;--> statement-breakpoint
ALTER TABLE "impact_schedule" ADD COLUMN "last_value" double precision;--> statement-breakpoint
ALTER TABLE "impact_schedule" ADD COLUMN "pct" numeric;--> statement-breakpoint
CREATE INDEX "impact_readings_action_idx" ON "impact_readings" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "impact_schedule_user_idx" ON "impact_schedule" USING btree ("user_id");--> statement-breakpoint
-- Backfill the series summaries of existing readings (same SQL as backfillSeriesSummary in src/server/impact/series-summary.ts).
UPDATE "impact_schedule" s SET "readings_count" = x.readings_count, "first_date" = x.first_date,
  "first_value" = x.first_value, "last_date" = x.last_date, "last_value" = x.last_value,
  "pct" = CASE WHEN x.readings_count >= 2 AND x.first_value <> 0
               THEN (x.last_value::numeric - x.first_value::numeric) / abs(x.first_value::numeric) * 100 END
FROM (SELECT r.user_id, r.card_id, r.metric, count(*)::int AS readings_count,
             min(r.date) AS first_date, max(r.date) AS last_date,
             (array_agg(r.value ORDER BY r.date))[1] AS first_value,
             (array_agg(r.value ORDER BY r.date DESC))[1] AS last_value
      FROM "impact_readings" r GROUP BY r.user_id, r.card_id, r.metric) x
WHERE s.user_id = x.user_id AND s.card_id = x.card_id AND s.metric = x.metric;--> statement-breakpoint
-- Covering partial indexes for the social-proof aggregate (INCLUDE is not expressible in the drizzle schema).
CREATE INDEX "impact_schedule_contrib_idx" ON "impact_schedule" ("card_id", "metric") INCLUDE ("user_id", "pct") WHERE "pct" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "impact_schedule_newest_idx" ON "impact_schedule" ("card_id", "metric", "last_date" DESC, "user_id") INCLUDE ("first_value", "last_value", "pct") WHERE "pct" IS NOT NULL;
