/**
 * The baked pages each instance serves, held in memory ready to send: the bytes in identity, gzip
 * and brotli, their ETags and headers. Nothing is rendered per request.
 *
 * Freshness without a TTL: every change to a theme's pages NOTIFYs `atelier_landings` at commit
 * (landing-lock.ts). Each instance LISTENs and reloads the named themes (only those whose
 * baked_at or status moved); after a reconnect it reloads everything, since notifications may have
 * been missed. The instance that made the change also reloads before answering, so its own next
 * request already sees it. On PGlite (one process) the same NOTIFY is delivered in-process.
 *
 * Lives on globalThis: the node:http fast path of scripts/start.ts and the bundled Astro server
 * are two copies of this module in one process, and must share one cache.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import { landingThemes } from '#db/schema/landings.ts';
import { openDatabase } from '#server/platform/db/client.ts';
import { PAGE_CSP_DIRECTIVES } from '#server/platform/http/security-headers.ts';
import { LANDINGS_CHANNEL } from './landing-lock.ts';
import { logger } from '#server/platform/log.ts';
import type { Lang } from '#i18n/lang.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface PageVariant {
  body: Buffer;
  etag: string;
}

export interface CachedPage {
  slug: string;
  lang: Lang;
  /** The ETag without its encoding suffix: If-None-Match compares this. */
  tag: string;
  csp: string;
  identity: Buffer;
  /** Compressed once per change (in the background after a load, or by the first request that needs it). */
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
  /** Response headers ready to write, per encoding and status (serve-landing.ts). */
  raw: Map<string, string[]>;
}

interface ThemeState {
  actif: boolean;
  main: boolean;
  bakedAt: string | null;
}

interface Cache {
  pages: Map<string, CachedPage>;
  themes: Map<string, ThemeState>;
  main: string | null;
  started: Promise<void> | null;
  queue: Promise<void>;
  stop: (() => Promise<void>) | null;
}

const KEY = Symbol.for('atelier.landingPages');
const holder = globalThis as { [KEY]?: Cache };
const cache = (holder[KEY] ??= { pages: new Map(), themes: new Map(), main: null, started: null, queue: Promise.resolve(), stop: null });

const keyOf = (lang: Lang, slug: string) => `${lang}:${slug}`;

/** The page CSP of a baked document: our directives, no script, its own <style> allowed by hash. */
export function cspFor(html: string): string {
  const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  return [...PAGE_CSP_DIRECTIVES, "script-src 'self'", `style-src 'self' ${hashes.join(' ')}`.trim()].join('; ');
}

export function buildPage(slug: string, lang: Lang, html: string): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { slug, lang, tag, csp: cspFor(html), identity, compressed: {}, raw: new Map() };
}

/** The bytes and ETag of a page in an encoding (compressing on first use). */
export function pageVariant(page: CachedPage, encoding: Encoding): PageVariant {
  if (encoding === 'identity') return { body: page.identity, etag: `"${page.tag}"` };
  let body = page.compressed[encoding];
  if (!body) {
    // Brotli quality 6: ~2 ms for a page; quality 11 saves ~8 % more but costs ~30 ms each.
    body =
      encoding === 'br'
        ? brotliCompressSync(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length } })
        : gzipSync(page.identity, { level: 9 });
    page.compressed[encoding] = body;
  }
  return { body, etag: `"${page.tag}-${encoding}"` };
}

/** Compresses freshly loaded pages a few at a time, between requests. */
function warm(pages: CachedPage[]): void {
  const next = pages.splice(0, 4);
  if (next.length === 0) return;
  for (const page of next) {
    pageVariant(page, 'br');
    pageVariant(page, 'gzip');
  }
  setImmediate(() => warm(pages));
}

/** The page served for a theme (null slug = the main theme), or null when there is none. */
export function cachedPage(lang: Lang, slug: string | null): CachedPage | null {
  const wanted = slug ?? cache.main;
  if (!wanted) return null;
  return cache.pages.get(keyOf(lang, wanted)) ?? null;
}

export function mainSlug(): string | null {
  return cache.main;
}

async function reload(slugs: string[] | 'all'): Promise<void> {
  const { db } = await openDatabase();
  const rows = await db
    .select({ slug: landingThemes.slug, actif: landingThemes.actif, main: landingThemes.estAccueil, bakedAt: sql<string | null>`${landingThemes.bakedAt}::text` })
    .from(landingThemes)
    .where(slugs === 'all' ? undefined : inArray(landingThemes.slug, slugs));
  const seen = new Set(rows.map((r) => r.slug));
  const changed: string[] = [];
  for (const row of rows) {
    const before = cache.themes.get(row.slug);
    cache.themes.set(row.slug, { actif: row.actif, main: row.main, bakedAt: row.bakedAt });
    if (!row.actif || !row.bakedAt) {
      cache.pages.delete(keyOf('fr', row.slug));
      cache.pages.delete(keyOf('en', row.slug));
    } else if (!before || before.bakedAt !== row.bakedAt || !before.actif || !cache.pages.has(keyOf('fr', row.slug))) {
      changed.push(row.slug);
    }
  }
  // Themes that no longer exist.
  for (const slug of slugs === 'all' ? [...cache.themes.keys()] : slugs) {
    if (!seen.has(slug)) {
      cache.themes.delete(slug);
      cache.pages.delete(keyOf('fr', slug));
      cache.pages.delete(keyOf('en', slug));
    }
  }
  if (changed.length) {
    const pages = await db
      .select({ slug: landingThemes.slug, fr: landingThemes.htmlBaked, en: landingThemes.htmlBakedEn, bakedAt: sql<string | null>`${landingThemes.bakedAt}::text` })
      .from(landingThemes)
      .where(inArray(landingThemes.slug, changed));
    const loaded: CachedPage[] = [];
    for (const page of pages) {
      if (!page.fr || !page.en) continue;
      const fr = buildPage(page.slug, 'fr', page.fr);
      const en = buildPage(page.slug, 'en', page.en);
      cache.pages.set(keyOf('fr', page.slug), fr);
      cache.pages.set(keyOf('en', page.slug), en);
      loaded.push(fr, en);
      // The bytes just read may be newer than the state read above: remember theirs.
      const state = cache.themes.get(page.slug);
      if (state) state.bakedAt = page.bakedAt;
    }
    setImmediate(() => warm(loaded));
  }
  // The main theme is served at / only while it is active and baked.
  const main = [...cache.themes.entries()].find(([, t]) => t.main && t.actif);
  cache.main = main && cache.pages.has(keyOf('fr', main[0])) ? main[0] : null;
}

/** Reloads themes from the database; calls run one after the other, so the last one wins with the latest rows. */
export function refreshLandingPages(slugs: string[] | 'all'): Promise<void> {
  const run = cache.queue.then(() => reload(slugs));
  cache.queue = run.catch((error) => logger.error('landing pages: reload failed', error));
  return run;
}

/** Loads every page and follows changes from then on (idempotent; the first caller starts it). */
export function ensureLandingPages(): Promise<void> {
  cache.started ??= (async () => {
    const handle = await openDatabase();
    let first = true;
    // Listen first, then load: a change committed in between is both loaded and notified (harmless).
    cache.stop = await handle.listen(
      LANDINGS_CHANNEL,
      (payload) => void refreshLandingPages(payload === '*' ? 'all' : payload.split(',').filter(Boolean)).catch(() => {}),
      () => {
        if (first) first = false;
        else void refreshLandingPages('all').catch(() => {}); // reconnected: notifications may have been missed
      },
    );
    await refreshLandingPages('all');
  })();
  cache.started.catch(() => (cache.started = null));
  return cache.started;
}

export async function stopLandingPages(): Promise<void> {
  const stop = cache.stop;
  cache.stop = null;
  cache.started = null;
  await stop?.().catch(() => {});
}
