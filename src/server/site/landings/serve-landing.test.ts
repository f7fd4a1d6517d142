import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchLandingPath, notModified } from './serve-landing.ts';
import { buildPage, cspFor, pageVariant } from './page-cache.ts';

describe('landing paths (routing rule 3)', () => {
  it.each([
    ['/', { lang: 'fr', slug: null }],
    ['/landing', { lang: 'fr', slug: null }],
    ['/landing/', { lang: 'fr', slug: null }],
    ['/en', { lang: 'en', slug: null }],
    ['/en/', { lang: 'en', slug: null }],
    ['/en/landing', { lang: 'en', slug: null }],
    ['/en/landing/', { lang: 'en', slug: null }],
    ['/landing/ceramistes', { lang: 'fr', slug: 'ceramistes' }],
    ['/landing/ceramistes/', { lang: 'fr', slug: 'ceramistes' }],
    ['/en/landing/salon-2026', { lang: 'en', slug: 'salon-2026' }],
    ['/landing/-', { lang: 'fr', slug: '-' }],
    ['/landing/Ceramistes', null],
    ['/landing/a_b', null],
    ['/landing/a.b', null],
    ['/landing/caf%C3%A9', null],
    ['/landing/a/b', null],
    ['/landing//', null],
    ['/landing/' + 'a'.repeat(65), null],
    ['/landingx', null],
    ['/fr/landing/a', null],
    ['/catalogue', null],
    ['/en/catalogue', null],
  ] as const)('%s → %o', (path, expected) => {
    expect(matchLandingPath(path)).toEqual(expected);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('ETag and the page CSP', () => {
  const page = buildPage('x', 'fr', '<!doctype html><html><head><style>a{b:c}</style></head><body>é</body></html>');

  it.each([
    [undefined, false],
    ['*', true],
    [pageVariant(page, 'identity').etag, true],
    [pageVariant(page, 'br').etag, true],
    [`W/${pageVariant(page, 'gzip').etag}`, true],
    [`"other", ${pageVariant(page, 'identity').etag}`, true],
    ['"other"', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(notModified(header, page)).toBe(expected);
  });

  it('gives each encoding its own ETag and allows exactly the page’s <style> by hash', () => {
    expect(new Set((['identity', 'gzip', 'br'] as const).map((e) => pageVariant(page, e).etag)).size).toBe(3);
    expect(pageVariant(page, 'br').body.length).toBeLessThan(page.identity.length);
    expect(cspFor('<style>a{b:c}</style>')).toContain("style-src 'self' 'sha256-");
    expect(cspFor('<style>a{b:c}</style>')).not.toContain('unsafe-inline');
    expect(cspFor('<p></p>')).toContain("script-src 'self'");
  });
});
