/**
 * Landing page views, counted privately (decision 029): per theme, language and day, in memory,
 * added to `landing_views` in one statement per flush (a background job, and once at shutdown).
 * Nothing about the visitor is kept — no cookie, no address, no user agent; the user agent is only
 * looked at to leave out obvious robots, HEAD requests and prefetches.
 *
 * Cheap on the serving path: a few header reads, one regex on the user agent, one Map increment.
 * Several instances each add their own counts (`views = landing_views.views + excluded.views`).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { dayIn } from '#server/platform/dates.ts';

/** Crawlers, link unfurlers, monitors and headless tools announce themselves: not visitors. */
const ROBOT = /^node\b|bot|crawl|spider|slurp|fetch|preview|scan|monitor|lighthouse|headless|python|curl|wget|go-http|java\/|okhttp|axios|node-fetch|undici|facebookexternalhit|embedly|whatsapp|telegram|skype|bingpreview|pingdom|uptime|httpclient|libwww|scrapy|phantom|selenium|puppeteer|playwright/i;

interface Counts {
  /** `day\tslug\tlang` → views not yet written. */
  pending: Map<string, number>;
  day: string;
  dayUntil: number;
}

// On globalThis: scripts/start.ts and the bundled Astro server each load this module.
const KEY = Symbol.for('atelier.landingViews');
const holder = globalThis as { [KEY]?: Counts };
const counts = (holder[KEY] ??= { pending: new Map(), day: '', dayUntil: 0 });

let timeZone = 'Europe/Paris';
/** The calendar used for days (APP_TIMEZONE); set once at start. */
export function setViewsTimeZone(zone: string): void {
  timeZone = zone;
  counts.dayUntil = 0;
}

/** Today in the app's time zone, recomputed at most once a minute (not per request). */
function today(now: number): string {
  if (now < counts.dayUntil) return counts.day;
  counts.day = dayIn(timeZone, now);
  counts.dayUntil = now + 60_000 - (now % 60_000);
  return counts.day;
}

/** Whether a request is a person's page view: GET, not a prefetch, not an announced robot. */
export type HeaderSource = IncomingHttpHeaders | Headers | ((lowerCaseName: string) => string | undefined);

export function isCountableView(method: string | undefined, headers: HeaderSource): boolean {
  if (method !== 'GET') return false;
  const get = (name: string) =>
    (typeof headers === 'function' ? headers(name) : headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined)) ?? '';
  const purpose = get('sec-purpose') || get('purpose') || get('x-purpose') || get('x-moz');
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const agent = get('user-agent');
  return agent !== '' && !ROBOT.test(agent);
}

/** The hook of the serving path: counts one view of a served page (200 or 304). */
export function countLandingView(method: string | undefined, headers: HeaderSource, slug: string, lang: string): void {
  if (!isCountableView(method, headers)) return;
  const key = `${today(Date.now())}\t${slug}\t${lang}`;
  counts.pending.set(key, (counts.pending.get(key) ?? 0) + 1);
}

/** Writes the counts gathered so far; on failure they are put back for the next flush. */
export async function flushLandingViews(db: Database): Promise<number> {
  if (counts.pending.size === 0) return 0;
  const batch = counts.pending;
  counts.pending = new Map();
  const rows = [...batch].map(([key, views]) => {
    const [day, slug, lang] = key.split('\t') as [string, string, string];
    return sql`(${slug}, ${lang}, ${day}::date, ${views})`;
  });
  try {
    await db.execute(sql`insert into landing_views (slug, lang, day, views) values ${sql.join(rows, sql`, `)}
      on conflict (slug, day, lang) do update set views = landing_views.views + excluded.views`);
  } catch (error) {
    for (const [key, views] of batch) counts.pending.set(key, (counts.pending.get(key) ?? 0) + views);
    throw error;
  }
  return rows.length;
}
