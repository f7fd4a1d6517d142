/**
 * Pages against sloppy and hostile requests (sign-in redirects, open redirects, the 404 and 500
 * pages) and the security headers of every kind of response.
 */
import { describe, expect, it } from 'vitest';
import { STACK_TRACE, api, baseUrl, newUser } from '../support/api.ts';

const STACK = STACK_TRACE;

describe('page routes', () => {
  it.each([
    ['/connexion', 'fr', 'Connexion'],
    ['/en/connexion', 'en', 'Sign in'],
  ])('%s is the sign-in page in its language', async (path, lang, title) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(title);
  });

  it.each([
    ['/mes-actions', '/connexion?next=%2Fmes-actions'],
    ['/en/mes-actions', '/en/connexion?next=%2Fmes-actions'],
    ['/catalogue', '/connexion?next=%2Fcatalogue'],
    ['/en/catalogue', '/en/connexion?next=%2Fcatalogue'],
    ['/mes-parcours', '/connexion?next=%2Fmes-parcours'],
    ['/fiches/photos-produit-lumiere-naturelle', '/connexion?next=%2Ffiches%2Fphotos-produit-lumiere-naturelle'],
  ])('signed out, %s → 303 to %s', async (path, location) => {
    const res = await api(path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it.each([
    ['/tableau-de-bord', '/mes-actions'],
    ['/en/tableau-de-bord?x=1', '/en/mes-actions?x=1'],
  ])('the former dashboard %s moves permanently to the home page %s', async (path, location) => {
    for (const cookie of [undefined, `session=${(await newUser()).token}`]) {
      const res = await api(path, { cookie });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(location);
    }
  });

  it('after signing in on the English page, `next` stays in English', async () => {
    const { token } = await newUser();
    const res = await api('/en/connexion?next=%2Fmes-actions', { cookie: `session=${token}` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/mes-actions');
  });

  it.each([
    ['/cette-page-nexiste-pas', 'fr', 'Page introuvable'],
    ['/en/this-page-does-not-exist', 'en', 'Page not found'],
    ['/%00', 'fr', 'Page introuvable'],
    ['/fiches/a%2500', 'fr', 'Page introuvable'],
  ])('%s → the 404 page with the layout, in its language', async (path, lang, title) => {
    const res = await api(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(title);
    expect(res.text).toContain('class="site-header"');
  });

  it.each([
    ['/fiches/pas-une-fiche', 404],
    ['/fiches/%00', 404],
    ['/fiches/' + 'a'.repeat(3000), 404],
    ['/mes-parcours/pas-un-parcours', 404],
    ['/mes-parcours/%00', 404],
    ['/catalogue?domain=%00&status=%ff', 400],
    ['/catalogue?domain=pas-un-domaine', 200],
    ['/mes-actions?x=%00', 200],
  ])('signed in, %s → %i, never a 500 or a stack trace', async (path, status) => {
    const { token } = await newUser();
    const res = await api(path, { cookie: `session=${token}` });
    expect(res.status).toBe(status);
    expect(res.text).not.toMatch(STACK);
  });

  it.each([['/dev/erreur'], ['/en/dev/erreur'], ['/dev/erreur?moment=rendu'], ['/en/dev/erreur?moment=rendu']])('a page that fails (%s) shows the 500 page, no stack trace, no detail', async (path) => {
    // `?moment=rendu` fails inside the layout, once rendering started: with HTML streaming that
    // was a 200 ending in "Internal server error" (decision 006).
    const res = await api(path);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toMatch(/Une erreur est survenue|Something went wrong/);
    expect(res.text).toContain('class="site-header"');
    expect(res.text).not.toMatch(STACK);
    expect(res.text).not.toContain('deliberate');
    expect(res.text).not.toContain('erreur.astro');
    expect(res.text).not.toContain('Internal server error');
  });

  it.each([['/mes-actions'], ['/catalogue'], ['/mes-parcours'], ['/en/mes-actions'], ['/fiches/photos-produit-lumiere-naturelle']])(
    'personal page %s is never stored by a cache: Cache-Control private, no-store',
    async (path) => {
      const { token } = await newUser();
      const res = await api(path, { cookie: `session=${token}` });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('pages rendered for anyone (sign-in page, redirects, 404) carry the same header', async () => {
    for (const path of ['/connexion', '/mes-actions', '/page-inconnue']) {
      expect((await api(path)).headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('methods a page answers', () => {
  const pages = ['/', '/en/', '/catalogue', '/en/reference-api', '/connexion', '/landing/bijoutiers', '/candidature', '/mes-actions', '/page-that-does-not-exist', '/landing-assets/none.webp'];
  it.each(pages.flatMap((path) => ['PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => [method, path] as const)))(
    '%s %s → 405 with Allow, not the page (was 200)',
    async (method, path) => {
      const res = await api(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(res.text).not.toContain('<html');
      expect(res.text).toContain(path.startsWith('/en/') ? 'Method not allowed' : 'Méthode non autorisée');
    },
  );

  it.each(pages.slice(0, 5))('GET, HEAD and POST %s still answer as before', async (path) => {
    const get = await api(path);
    expect([200, 303]).toContain(get.status);
    expect((await api(path, { method: 'HEAD' })).status).toBe(get.status);
    // The sign-in forms post to their own page before their island has loaded: the page again.
    expect((await api(path, { method: 'POST', headers: { origin: new URL(baseUrl()).origin } })).status).toBeLessThan(500);
  });
});

describe('open redirects after sign-in', () => {
  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/%5Cevil.example'],
    ['/%09/evil.example'],
    ['%2F%2Fevil.example'],
    ['javascript:alert(1)'],
    ['/%0d%0aSet-Cookie:%20pwned=1'],
    ['/%00'],
    ['/%E2%82%AC'],
    // Paths that become //evil.example once dot segments are resolved.
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/.%2e//evil.example'],
    ['/a/..%2f..%2f%2fevil.example'],
    ['%2F.%2F%2Fevil.example'],
  ])('next=%s never leaves the site and never fails', async (next) => {
    const { token } = await newUser();
    const res = await api(`/connexion?next=${next}`, { cookie: `session=${token}` });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('pwned'))).toBe(false);
    // Signed out, the page renders and hands a same-site target to the sign-in form.
    const page = await api(`/connexion?next=${next}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('evil.example');
  });
});

describe('security headers', () => {
  const common = (res: Awaited<ReturnType<typeof api>>) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // HSTS only in production (tests/api/production-mode.test.ts checks it there).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  };

  it.each([['/connexion'], ['/en/connexion'], ['/'], ['/page-inconnue'], ['/catalogue'], ['/tableau-de-bord'], ['/fiches/photos-produit-lumiere-naturelle']])('page %s: CSP with hashed inline scripts, no frames', async (path) => {
    const { token } = await newUser();
    const res = await api(path, { cookie: path.includes('connexion') ? undefined : `session=${token}` });
    expect(res.status).toBeLessThan(500);
    common(res);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    // Scripts and <style> elements only from the site or by hash; style="…" attributes are allowed.
    expect(directive('script-src')).toContain("'self'");
    expect(directive('style-src')).toContain("'self'");
    expect(directive('script-src')).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive('style-src')).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src-attr');
    // Every inline script of the page is allowed by its hash, and only those.
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    if (path.endsWith('connexion')) expect(inline.length).toBeGreaterThan(0); // the sign-in island
    const { createHash } = await import('node:crypto');
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/health'],
    ['GET', '/api/does-not-exist'],
    ['DELETE', '/api/me'],
    ['GET', '/levels'],
    ['POST', '/auth/login'],
  ])('API %s %s: no-store, nosniff, no frames', async (method, path) => {
    const res = await api(path, { method, rawBody: method === 'POST' ? '{' : undefined, headers: { 'content-type': 'application/json' } });
    common(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('redirects and requests refused before routing carry them too', async () => {
    common(await api('/mes-actions'));
    const bad = await api('/api/cards/%ff');
    expect(bad.status).toBe(400);
    common(bad);
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
    // In the caller's language, as the middleware would choose it: X-Atelier-Lang first.
    expect(bad.body.error).toEqual({ code: 'bad_request', message: 'Requête invalide.' });
    const english = await api('/api/cards/%ff', { headers: { 'x-atelier-lang': 'en', 'accept-language': 'fr' } });
    expect(english.body.error.message).toBe('Invalid request.');
    expect((await api('/api/cards/%ff', { headers: { 'x-atelier-lang': 'fr', 'accept-language': 'en' } })).body.error.message).toBe('Requête invalide.');
    expect((await api('/en/catalogue/%ff')).body.error.message).toBe('Invalid request.');
  });

  it('static files carry the headers that apply to them', async () => {
    const res = await api('/favicon.svg');
    expect(res.status).toBe(200);
    common(res);
  });
});
