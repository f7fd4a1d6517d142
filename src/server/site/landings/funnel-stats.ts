/**
 * GET /api/admin-landing-funnel (decision 029): per theme, over the last 7 and 30 days (today
 * included, days in APP_TIMEZONE): the views counted by the servers, the applications whose
 * `source` is the theme, those of them whose deposit is paid, and the conversion
 * (applications ÷ views). Plus the 30 daily figures for the chart. An erased member's
 * applications still count (their counts are kept apart, erased-funnel-counts.ts).
 *
 * Views of pages served by a CDN or a static server never reach the app: they are not here.
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { env } from '#src/env.ts';
import { addDays, dayIn } from '#server/platform/dates.ts';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';

export const FUNNEL_DAYS = 30;

export const funnelWindow = z.strictObject({ views: z.number().int(), applications: z.number().int(), paid: z.number().int(), conversion: z.number().nullable() });
export const funnelOutput = z.strictObject({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  themes: z.array(
    z.strictObject({
      slug: z.string(),
      last_7_days: funnelWindow,
      last_30_days: funnelWindow,
      daily: z.array(z.strictObject({ day: z.string(), views: z.number().int(), applications: z.number().int(), paid: z.number().int() })),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelOutput>;
export type FunnelWindow = z.infer<typeof funnelWindow>;

interface DayRow {
  slug: string;
  day: string;
  views: number;
  applications: number;
  paid: number;
}

/** Days as `YYYY-MM-DD` strings, oldest first, ending today in the zone. */
function lastDays(zone: string, count: number, now = new Date()): string[] {
  const today = dayIn(zone, now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}

function windowOf(rows: DayRow[]): FunnelWindow {
  const sum = (key: 'views' | 'applications' | 'paid') => rows.reduce((total, row) => total + row[key], 0);
  const views = sum('views');
  const applications = sum('applications');
  // A ratio over no view means nothing (the page may be on a CDN): null, shown as "—".
  return { views, applications, paid: sum('paid'), conversion: views > 0 ? Math.round((applications / views) * 1_000_000) / 1_000_000 : null };
}

export async function landingFunnel(db: DbOrTx): Promise<Funnel> {
  const zone = env().APP_TIMEZONE;
  const days = lastDays(zone, FUNNEL_DAYS);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  // One row per theme and day that has anything; applications by their creation day, "paid" are
  // those of them whose deposit is paid now (the same cohort, so paid ≤ applications). Erased
  // members' applications count too, from the counts their erasure left (decision 026).
  const rows = await queryRows<{ slug: string; day: string; views: number | string; applications: number | string; paid: number | string }>(
    db,
    sql`with v as (
          select slug, day, sum(views)::int as views from landing_views where day between ${from}::date and ${to}::date group by slug, day
        ), a as (
          select slug, day, sum(applications)::int as applications, sum(paid)::int as paid from (
            select source as slug, (created_at at time zone ${zone})::date as day, count(*)::int as applications,
                   count(*) filter (where payment_status = 'paye')::int as paid
            from applications
            where source is not null and created_at >= (${from}::date::timestamp at time zone ${zone})
            group by 1, 2
            union all
            select slug, day, applications, paid from landing_erased_applications where day between ${from}::date and ${to}::date
          ) live_and_erased
          group by slug, day
        )
        select t.slug, to_char(coalesce(v.day, a.day), 'YYYY-MM-DD') as day,
               coalesce(v.views, 0) as views, coalesce(a.applications, 0) as applications, coalesce(a.paid, 0) as paid
        from landing_themes t
        join (v full join a on a.slug = v.slug and a.day = v.day) on t.slug = coalesce(v.slug, a.slug)
        where coalesce(v.day, a.day) between ${from}::date and ${to}::date`,
  );
  const themes = await queryRows<{ slug: string }>(db, sql`select slug from landing_themes order by ordre, slug`);
  const bySlug = new Map<string, Map<string, DayRow>>();
  for (const r of rows) {
    const row = { slug: r.slug, day: r.day, views: Number(r.views), applications: Number(r.applications), paid: Number(r.paid) };
    (bySlug.get(r.slug) ?? bySlug.set(r.slug, new Map()).get(r.slug)!).set(r.day, row);
  }
  return {
    from,
    to,
    time_zone: zone,
    themes: themes.map(({ slug }) => {
      const known = bySlug.get(slug) ?? new Map<string, DayRow>();
      const daily = days.map((day) => known.get(day) ?? { slug, day, views: 0, applications: 0, paid: 0 });
      return {
        slug,
        last_7_days: windowOf(daily.slice(-7)),
        last_30_days: windowOf(daily),
        daily: daily.map(({ day, views, applications, paid }) => ({ day, views, applications, paid })),
      };
    }),
  };
}
