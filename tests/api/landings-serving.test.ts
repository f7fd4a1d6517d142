/**
 * Landing pages as a visitor's browser and a cache see them (decision 007, routing rule 3): every
 * path, the 404 cases, complete documents, ETag/304, gzip and brotli, headers, assets, and the
 * public fragment of the main theme. On a server of its own (tests/support/landing-server.ts).
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startLandingServer, type LandingServer } from '../support/landing-server.ts';
import { errorCode } from '../support/api.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';

let lp: LandingServer;
beforeAll(async () => {
  lp = await startLandingServer();
}, 180_000); // a server of its own: slow to start on a busy machine
afterAll(async () => {
  await lp?.stop();
});

/** node:http, not fetch: fetch would send its own Accept-Encoding and decode the body. */
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    // host/port/path, not a URL string: a URL would be normalised (dot segments resolved).
    const { hostname, port } = new URL(lp.baseUrl);
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: new Headers(Object.entries(res.headers).map(([k, v]): [string, string] => [k, String(v)])), bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('paths', () => {
  it.each([
    ['/', 'fr', 'Céramistes : vendez vos pièces au prix qu’elles valent'],
    ['/landing', 'fr', 'Céramistes : vendez vos pièces au prix qu’elles valent'],
    ['/landing/', 'fr', 'Céramistes : vendez vos pièces au prix qu’elles valent'],
    ['/en/', 'en', 'Ceramicists: sell your work at the price it is worth'],
    ['/en', 'en', 'Ceramicists: sell your work at the price it is worth'],
    ['/en/landing', 'en', 'Ceramicists: sell your work at the price it is worth'],
    ['/landing/bijoutiers', 'fr', 'Créateurs de bijoux : de l’admiration aux ventes'],
    ['/landing/bijoutiers/', 'fr', 'Créateurs de bijoux : de l’admiration aux ventes'],
    ['/landing/bijoutiers?utm_source=salon&x=%C3%A9', 'fr', 'Créateurs de bijoux : de l’admiration aux ventes'],
    ['/en/landing/maroquiniers', 'en', 'Leather workers: get paid fairly for your hours of stitching'],
    ['/en/landing/salon-createurs/', 'en', 'Makers’ fairs: get ready for your best season yet'],
  ])('%s → the %s page', async (path, lang, expected) => {
    const res = await lp.api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toContain(`<html lang="${lang}">`);
    expect(title(res.text)).toBe(expected.replace(/’/g, '’'));
  });

  it.each([
    ['/landing/inconnu', 'fr'],
    ['/en/landing/unknown', 'en'],
    ['/landing/Ceramistes', 'fr'],
    ['/landing/ceram_istes', 'fr'],
    ['/landing/c%C3%A9ramistes', 'fr'],
    ['/landing/%00', 'fr'],
    ['/landing/' + 'a'.repeat(65), 'fr'],
    ['/landing/bijoutiers/extra', 'fr'],
    // Astro strips a final .html before routing; a dotted slug is a 404 (decision 007).
    ['/landing/ceramistes.html', 'fr'],
    ['/landing/bijoutiers.html/', 'fr'],
    ['/en/landing/ceramistes.html', 'en'],
    ['/landing/ceramistes.htm', 'fr'],
  ])('%s → the 404 page (%s)', async (path, lang) => {
    const res = await lp.api(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(lang === 'fr' ? 'Page introuvable' : 'Page not found');
  });

  it('a malformed escape or a dot segment is refused before routing, never a 5xx', async () => {
    for (const path of ['/landing/%ff', '/landing/%2e%2e/bijoutiers', '/en/landing/./bijoutiers']) {
      const res = await raw(path);
      expect([400, 404]).toContain(res.status);
    }
    // A landing path with a malformed query: the fast path lets refuseRawRequest answer it.
    const query = await raw('/landing/ceramistes?q=%ff');
    expect(query.status).toBe(400);
  });

  it('HEAD answers the headers without a body; other methods never fail', async () => {
    const head = await raw('/landing/bijoutiers', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(5000);
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await raw('/landing/bijoutiers', {}, method)).status).toBeLessThan(500);
  });
});

describe('complete documents (decision 007)', () => {
  it.each([['fr'], ['en']] as const)('%s: lang, title, description, canonical, hreflang, Open Graph, generated block styling', async (lang) => {
    const path = lang === 'fr' ? '/landing/maroquiniers' : '/en/landing/maroquiniers';
    const html = (await lp.api(path)).text;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}">/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/landing/maroquiniers">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en/landing/maroquiniers">`);
    expect(html).toContain(`<meta property="og:locale" content="${lang === 'fr' ? 'fr_FR' : 'en_GB'}">`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt']) expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
    // maroquiniers orders the photo after "aujourd'hui": the generated styling says so.
    expect(html).toContain('#block-titre{order:1}#block-aujourdhui{order:2}#block-photo{order:3}');
    expect(html).toContain(lang === 'fr' ? 'href="/candidature?source=maroquiniers"' : 'href="/en/candidature?source=maroquiniers"'); // the funnel's source (decision 029)
    expect(html).not.toMatch(/<script/i);
  });
});

describe('caching and encodings', () => {
  it('ETag, revalidated HTML (never immutable), Vary, and 304 on If-None-Match for every encoding', async () => {
    const first = await raw('/landing/bijoutiers');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    for (const encoding of ['identity', 'gzip', 'br']) {
      const again = await raw('/landing/bijoutiers', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBeTruthy();
    }
    expect((await raw('/landing/bijoutiers', { 'if-none-match': '"autre"' })).status).toBe(200);
    // The main page is the same document as its theme's page.
    expect((await raw('/', { 'if-none-match': (await raw('/landing/ceramistes')).headers.get('etag')! })).status).toBe(304);
  });

  it('brotli or gzip by Accept-Encoding, each decoding to the same bytes', async () => {
    const plain = await raw('/en/landing/bijoutiers', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await raw('/en/landing/bijoutiers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    const gz = await raw('/en/landing/bijoutiers', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(new Set([plain, br, gz].map((r) => r.headers.get('etag'))).size).toBe(3);
    expect((await raw('/en/landing/bijoutiers', { 'accept-encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe('gzip');
  });

  it('security headers: its own CSP allowing exactly its inline stylesheet, no frames', async () => {
    const res = await raw('/landing/salon-createurs');
    const html = res.bytes.toString('utf8');
    const csp = res.headers.get('content-security-policy')!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('assets', () => {
  it('fonts and images under content-hashed names, cached for a year, immutable', async () => {
    const html = (await lp.api('/landing/ceramistes')).text;
    const urls = [...new Set(html.match(/\/landing-assets\/[^"\s)]+/g)!)];
    expect(urls.some((u) => u.endsWith('.woff2'))).toBe(true);
    expect(urls.some((u) => /[a-f0-9]{32}-800\.webp$/.test(u))).toBe(true);
    for (const url of urls) {
      const res = await raw(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'font/woff2');
      expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    }
    for (const bad of ['/landing-assets/nope.webp', '/landing-assets/0123456789abcdef0123456789abcdef.webp', '/landing-assets/..%2f..%2fpackage.json', '/landing-assets/']) {
      const res = await raw(bad);
      expect([400, 404]).toContain(res.status);
    }
  });
});

describe('what a French visitor reads', () => {
  /** The text of a page: no head but its title, no tags, entities decoded; one line per element. */
  const textOf = (html: string) =>
    html
      .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&nbsp;/g, '\u00a0')
      .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&amp;/g, '&')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);

  it('every French landing has its no-break spaces before : ; ! ? and inside « », list items included (issue 39)', async () => {
    const problems: string[] = [];
    for (const slug of ['ceramistes', 'bijoutiers', 'maroquiniers', 'salon-createurs']) {
      const html = (await lp.api(`/landing/${slug}`)).text;
      for (const line of textOf(html)) for (const problem of frenchSpacingProblems(line)) problems.push(`${slug}: ${problem} in «${line}»`);
    }
    expect(problems).toEqual([]);
  });

  it('preloads the faces painted first, the bold one of the buttons included (font-display: optional)', async () => {
    const html = (await lp.api('/landing/ceramistes')).text;
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]!).sort();
    const faces = [...new Set([...html.matchAll(/@font-face\{[^}]*url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!))].sort();
    expect(faces).toHaveLength(3); // Fraunces 600, Source Sans 3 400 and 600
    expect(preloaded).toEqual(faces);
  });
});

describe('GET /api/landing-themes/accueil-actuel (public)', () => {
  it('answers the main theme’s fragment, not a whole document, in the asked language', async () => {
    const fr = await lp.api('/api/landing-themes/accueil-actuel');
    expect(fr.status).toBe(200);
    expect(fr.body).toMatchObject({ slug: 'ceramistes', lang: 'fr', url: '/landing/ceramistes' });
    expect(fr.body.html).toMatch(/^<div class="lp-blocks">/);
    expect(fr.body.html).not.toMatch(/<html|<head|<body/);
    expect(fr.body.blocks_style).toContain('#block-titre{order:1}');
    const en = await lp.api('/landing-themes/accueil-actuel?lang=en');
    expect(en.body.lang).toBe('en');
    expect(en.body.html).toContain('Your work is worth more');
    expect((await lp.api('/api/landing-themes/accueil-actuel', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).body.lang).toBe('en');
    for (const query of ['?lang=de', '?lang=%00', '?x=1']) expect(errorCode(await lp.api(`/api/landing-themes/accueil-actuel${query}`))).toBe('validation_failed');
  });
});
