-- Social proof bounds (decision 006): a series whose change exceeds ±10 000 % (PCT_LIMIT in
-- src/server/impact/series-summary.ts) no longer contributes. New posts store null for it; this
-- clears the percents stored before, so existing outliers leave the aggregate too.
UPDATE "impact_schedule" SET "pct" = NULL WHERE "pct" IS NOT NULL AND abs("pct") > 10000;
