/**
 * The view counter (decision 029): what counts as a view, and flushes that add up — several
 * instances each write their own batch with `views = views + excluded.views`, and a failed write
 * keeps its counts for the next flush.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { landingViews } from '#db/schema/landings.ts';
import { countLandingView, flushLandingViews, isCountableView, setViewsTimeZone } from '#server/site/landings/view-counter.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('isCountableView', () => {
  it('a browser GET counts; HEAD, prefetches, robots and no user agent do not', () => {
    expect(isCountableView('GET', { 'user-agent': CHROME })).toBe(true);
    expect(isCountableView('GET', new Headers({ 'user-agent': CHROME }))).toBe(true);
    expect(isCountableView('HEAD', { 'user-agent': CHROME })).toBe(false);
    expect(isCountableView('GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch' })).toBe(false);
    expect(isCountableView('GET', { 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(isCountableView('GET', { 'user-agent': CHROME, purpose: 'prefetch' })).toBe(false);
    expect(isCountableView('GET', { 'user-agent': CHROME, 'x-moz': 'prefetch' })).toBe(false);
    expect(isCountableView('GET', {})).toBe(false);
    for (const robot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'curl/8.5.0', 'python-requests/2.31', 'Mozilla/5.0 HeadlessChrome/131.0', 'Slackbot-LinkExpanding 1.0', 'Mozilla/5.0 (compatible; AhrefsBot/7.0)', 'Chrome-Lighthouse', 'node']) {
      expect(isCountableView('GET', { 'user-agent': robot }), robot).toBe(false);
    }
  });
});

describe('flushLandingViews', () => {
  let scratch: ScratchDatabase;
  beforeEach(async () => {
    scratch = await scratchDatabase();
    setViewsTimeZone('Europe/Paris');
  });
  afterEach(async () => {
    await scratch.close();
  });
  const stored = async (db: Database) => (await db.select().from(landingViews)).map((r) => `${r.slug}/${r.lang}:${r.views}`).sort();

  it('adds each batch to what is stored, per theme, language and day; nothing else is kept', async () => {
    const headers = { 'user-agent': CHROME };
    for (let i = 0; i < 3; i++) countLandingView('GET', headers, 'ceramistes', 'fr');
    countLandingView('GET', headers, 'ceramistes', 'en');
    countLandingView('GET', { 'user-agent': 'Googlebot/2.1' }, 'ceramistes', 'fr');
    countLandingView('HEAD', headers, 'ceramistes', 'fr');
    expect(await flushLandingViews(scratch.db)).toBe(2);
    // Another instance (or the next batch) adds, it does not overwrite.
    countLandingView('GET', headers, 'ceramistes', 'fr');
    countLandingView('GET', headers, 'bijoutiers', 'fr');
    expect(await flushLandingViews(scratch.db)).toBe(2);
    expect(await flushLandingViews(scratch.db)).toBe(0); // nothing new: no statement
    expect(await stored(scratch.db)).toEqual(['bijoutiers/fr:1', 'ceramistes/en:1', 'ceramistes/fr:4']);
    const columns = await queryRows<{ column_name: string }>(scratch.db, sql`select column_name from information_schema.columns where table_name = 'landing_views' order by column_name`);
    const names = columns.map((c) => c.column_name);
    expect(names).toEqual(['day', 'lang', 'slug', 'views']);
  });

  it('a failed write keeps its counts for the next flush', async () => {
    countLandingView('GET', { 'user-agent': CHROME }, 'maroquiniers', 'fr');
    const broken = { execute: () => Promise.reject(new Error('database away')) } as unknown as Database;
    await expect(flushLandingViews(broken)).rejects.toThrow('database away');
    countLandingView('GET', { 'user-agent': CHROME }, 'maroquiniers', 'fr');
    await flushLandingViews(scratch.db);
    expect(await stored(scratch.db)).toEqual(['maroquiniers/fr:2']);
  });
});
