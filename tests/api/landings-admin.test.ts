/**
 * The landing admin API (decision 007) and what a visitor sees after each change: roles, PUT of
 * each field (and the 400s), main on and off, deactivation, reorder, rebake-all, the preview.
 * On a server of its own (the main page is global state).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLandingServer, type LandingServer } from '../support/landing-server.ts';
import { errorCode, type TestUser } from '../support/api.ts';

let lp: LandingServer;
let admin: TestUser;
let adminEn: TestUser;
beforeAll(async () => {
  lp = await startLandingServer();
  admin = await lp.newUser({ role: 'admin' });
  adminEn = await lp.newUser({ role: 'admin', lang: 'en' });
}, 180_000); // a server of its own: slow to start on a busy machine
afterAll(async () => {
  await lp?.stop();
});

const put = (slug: string, body: unknown, token = admin.token) => lp.api(`/api/admin-landing-themes/${slug}`, { method: 'PUT', body, token });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const blocks = (...ids: [string, boolean][]) => ({ blocks: ids.map(([id, enabled]) => ({ id, enabled })) });

describe('access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin-landing-themes'],
    ['PUT', '/api/admin-landing-themes/bijoutiers', { actif: true }],
    ['POST', '/api/admin-landing-themes/reorder', { slugs: ['bijoutiers'] }],
    ['POST', '/api/admin-landing-themes/rebake-all'],
    ['GET', '/api/admin-landing-themes/bijoutiers/preview'],
  ];
  it.each(routes)('%s %s: no session → 401, another role → 403, admin → 200', async (method, path, body) => {
    expect(errorCode(await lp.api(path, { method, body }))).toBe('unauthenticated');
    for (const role of ['responsable', 'client_premium', 'client_essentiel', null]) {
      const user = await lp.newUser({ role });
      const res = await lp.api(path, { method, body, token: user.token });
      expect([res.status, errorCode(res)]).toEqual([403, 'forbidden']);
    }
    expect((await lp.api(path, { method, body, token: admin.token })).status).toBe(200);
  });

  it('named routes win over {slug}: PUT on reorder or rebake-all is 405, never a theme', async () => {
    for (const name of ['reorder', 'rebake-all']) {
      const res = await put(name, { actif: false });
      expect([res.status, errorCode(res)]).toEqual([405, 'method_not_allowed']);
    }
    expect(errorCode(await put('inconnu', { actif: true }))).toBe('landing_theme_not_found');
    expect(errorCode(await put('Bad_Slug', { actif: true }))).toBe('landing_theme_not_found');
  });
});

describe('GET /api/admin-landing-themes', () => {
  it('lists display columns only, never raw or baked HTML, in order', async () => {
    const res = await lp.api('/api/admin-landing-themes', { token: admin.token });
    // (The access test above moved bijoutiers first with a reorder.)
    expect(res.body.map((t: { slug: string }) => t.slug)).toEqual(['bijoutiers', 'ceramistes', 'maroquiniers', 'salon-createurs']);
    expect(res.text).not.toMatch(/<html|<section|raw_html|html_baked|html_content/);
    expect(Object.keys(res.body[0]).sort()).toEqual(['actif', 'baked_at', 'blocks', 'blocks_config', 'description', 'description_en', 'est_accueil', 'image', 'image_url', 'ordre', 'slug', 'title', 'title_en', 'updated_at', 'url', 'url_en'].sort());
    expect(res.body[1]).toMatchObject({ slug: 'ceramistes', est_accueil: true, actif: true, image_url: null, image: { from_files: true, width: 1600, height: 1067 } });
  });
});

describe('PUT /api/admin-landing-themes/{slug}', () => {
  it('blocks_config: a block switched off and the order changed show on the page at once', async () => {
    const before = (await lp.api('/landing/bijoutiers')).text;
    const res = await put('bijoutiers', { blocks_config: blocks(['block-titre', true], ['block-cta', true], ['block-photo', false], ['block-formules', true]) });
    expect(res.status).toBe(200);
    expect(res.body.blocks.slice(0, 4)).toEqual([
      { id: 'block-titre', enabled: true, shared: false, available: true },
      { id: 'block-cta', enabled: true, shared: false, available: true },
      { id: 'block-photo', enabled: false, shared: false, available: true },
      { id: 'block-formules', enabled: true, shared: true, available: true },
    ]);
    for (const path of ['/landing/bijoutiers', '/en/landing/bijoutiers']) {
      const html = (await lp.api(path)).text;
      expect(html).toContain('#block-titre{order:1}#block-cta{order:2}#block-photo{display:none}#block-formules{order:4}');
      expect(html).not.toContain('rel="preload" as="image"'); // the photo is off: not preloaded
    }
    expect((await lp.api('/landing/bijoutiers')).text).not.toBe(before);
  });

  it.each([
    ['an unknown block', { blocks_config: blocks(['block-galerie', true]) }, 'blocks_config.blocks.0.id', '« block-galerie » n’est pas un bloc connu.'],
    ['a duplicate block', { blocks_config: blocks(['block-titre', true], ['block-titre', false]) }, 'blocks_config.blocks.1.id', 'Le bloc « block-titre » apparaît deux fois.'],
    ['a wrong shape', { blocks_config: { blocks: 'tous' } }, 'blocks_config.blocks', 'Format attendu : {"blocks": [{"id": "block-…", "enabled": true}, …]}.'],
    ['an entry without enabled', { blocks_config: { blocks: [{ id: 'block-titre' }] } }, 'blocks_config.blocks.0', 'Format attendu : {"blocks": [{"id": "block-…", "enabled": true}, …]}.'],
    ['actif as a string', { actif: 'oui' }, 'actif', null],
    ['an image that was never uploaded', { image_url: '/landing-assets/0123456789abcdef0123456789abcdef.webp' }, 'image_url', 'Image inconnue : utilisez une adresse renvoyée par POST /api/admin-landing-upload.'],
    ['an outside image', { image_url: 'https://example.com/x.jpg' }, 'image_url', 'Image inconnue : utilisez une adresse renvoyée par POST /api/admin-landing-upload.'],
    ['main on and inactive at once', { actif: false, est_accueil: true }, 'est_accueil', 'Le thème d’accueil doit rester actif : ne demandez pas actif=false et est_accueil=true ensemble.'],
  ])('%s → 400 validation_failed (a shape the description states) or rule_failed (a rule of the theme) naming the field, in French', async (name, body, field, message) => {
    const before = (await lp.api('/landing/maroquiniers')).text;
    const res = await put('maroquiniers', body);
    const described = ['a wrong shape', 'an entry without enabled', 'actif as a string'].includes(name);
    expect([res.status, errorCode(res)]).toEqual(described ? [400, 'validation_failed'] : [400, 'rule_failed']);
    expect(Object.keys(res.body.error.details.fieldErrors)).toContain(field);
    if (message) expect(res.body.error.details.fieldErrors[field]).toContain(message);
    else expect(res.body.error.details.fieldErrors[field][0]).toBe('Répondez par oui ou par non.'); // was zod's own 'booléen attendu'
    expect((await lp.api('/landing/maroquiniers')).text).toBe(before);
  });

  it('content and texts are not editable through the API; an empty body changes nothing', async () => {
    for (const body of [{ title: 'x' }, { raw_html: '<p>x</p>' }, { html_baked: 'x' }, { ordre: 3 }]) {
      const res = await put('maroquiniers', body, adminEn.token);
      expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
      expect(res.body.error.details.fieldErrors[Object.keys(body)[0]!]).toEqual(['This field does not exist.']); // was zod's 'Unrecognized key'
    }
    expect(errorCode(await put('maroquiniers', {}))).toBe('rule_failed'); // 400 // valid by the description, but nothing to change
  });

  it('setting main on clears every other; turning the last main off leaves none and / is the home page again', async () => {
    const res = await put('salon-createurs', { est_accueil: true });
    expect(res.body.est_accueil).toBe(true);
    const list = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body as { slug: string; est_accueil: boolean }[];
    expect(list.filter((t) => t.est_accueil).map((t) => t.slug)).toEqual(['salon-createurs']);
    expect(title((await lp.api('/')).text)).toBe('Salons de créateurs : préparez votre meilleure fin d’année');
    expect(title((await lp.api('/en/landing')).text)).toBe('Makers’ fairs: get ready for your best season yet');
    expect((await lp.api('/api/landing-themes/accueil-actuel')).body.slug).toBe('salon-createurs');

    expect((await put('salon-createurs', { est_accueil: false })).body.est_accueil).toBe(false);
    const home = await lp.api('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('class="site-header"'); // the application's own home page
    expect((await lp.api('/en/')).text).toContain('<html lang="en"');
    expect((await lp.api('/landing')).text).toContain('class="site-header"');
    expect(errorCode(await lp.api('/api/landing-themes/accueil-actuel'))).toBe('landing_theme_not_found');
    // The theme's own page is still there.
    expect((await lp.api('/landing/salon-createurs')).status).toBe(200);
  });

  it('an inactive theme is a 404; deactivating the main theme also removes it as main; making a theme main activates it', async () => {
    await put('ceramistes', { est_accueil: true });
    const res = await put('ceramistes', { actif: false });
    expect(res.body).toMatchObject({ actif: false, est_accueil: false });
    expect((await lp.api('/landing/ceramistes')).status).toBe(404);
    expect((await lp.api('/en/landing/ceramistes')).status).toBe(404);
    expect((await lp.api('/')).text).toContain('class="site-header"');
    // The editor still previews it.
    const preview = await lp.api('/api/admin-landing-themes/ceramistes/preview?lang=en', { token: admin.token });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<html lang="en">');
    const again = await put('ceramistes', { est_accueil: true });
    expect(again.body).toMatchObject({ actif: true, est_accueil: true });
    expect(title((await lp.api('/')).text)).toBe('Céramistes : vendez vos pièces au prix qu’elles valent');
  });

  it('every PUT bakes the theme again (baked_at moves)', async () => {
    const before = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === 'maroquiniers');
    const after = (await put('maroquiniers', { actif: true })).body;
    expect(new Date(after.baked_at).getTime()).toBeGreaterThan(new Date(before.baked_at).getTime());
  });
});

describe('reorder, rebake-all, preview', () => {
  it('reorder sets ordre: listed first, the others after in their order; unknown or repeated slugs → 400', async () => {
    const res = await lp.api('/api/admin-landing-themes/reorder', { body: { slugs: ['maroquiniers', 'bijoutiers'] }, token: admin.token });
    expect(res.body.map((t: { slug: string; ordre: number }) => [t.slug, t.ordre])).toEqual([['maroquiniers', 0], ['bijoutiers', 1], ['ceramistes', 2], ['salon-createurs', 3]]);
    const bad = await lp.api('/api/admin-landing-themes/reorder', { body: { slugs: ['maroquiniers', 'maroquiniers', 'inconnu'] }, token: adminEn.token });
    expect(bad.body.error.details.fieldErrors).toEqual({ 'slugs.1': ['This theme appears twice.'], 'slugs.2': ['Unknown theme.'] });
    for (const body of [{}, { slugs: [] }, { slugs: 'maroquiniers' }, { slugs: [1] }]) expect(errorCode(await lp.api('/api/admin-landing-themes/reorder', { body, token: admin.token }))).toBe('validation_failed');
  });

  it('rebake-all bakes every theme, unconditionally, and says so per theme', async () => {
    const res = await lp.api('/api/admin-landing-themes/rebake-all', { method: 'POST', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.baked.sort()).toEqual(['bijoutiers', 'ceramistes', 'maroquiniers', 'salon-createurs']);
    expect(res.body.failed).toEqual([]);
    expect(res.body.results.every((r: { status: string; baked_at: string }) => r.status === 'baked' && r.baked_at)).toBe(true);
  });

  it('the preview may be framed by this site only, and is never cached', async () => {
    const res = await lp.api('/api/admin-landing-themes/bijoutiers/preview', { token: admin.token });
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(errorCode(await lp.api('/api/admin-landing-themes/inconnu/preview', { token: admin.token }))).toBe('landing_theme_not_found');
    expect(errorCode(await lp.api('/api/admin-landing-themes/bijoutiers/preview?lang=de', { token: admin.token }))).toBe('validation_failed');
  });
});

describe('POST /api/admin-landing-upload', () => {
  const form = (bytes: Buffer | string, name = 'photo.jpg', type = 'image/jpeg', fields: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
    return body;
  };
  const upload = async (body: FormData, token: string | null = admin.token) => {
    const res = await fetch(`${lp.baseUrl}/api/admin-landing-upload`, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  // A 3000 × 2000 JPEG with an EXIF block (camera, GPS-like comment), rotated by its orientation tag.
  const photo = () =>
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b5603a' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Atelier Test Camera', ImageDescription: 'GPS 47.21N 1.55W' } } })
      .jpeg({ quality: 90 })
      .toBuffer();

  it('stores the image converted (type from the bytes, WebP q80, resized, rotated, metadata stripped) and the page uses it once chosen', async () => {
    const res = await upload(form(await photo(), 'vacances.png', 'application/octet-stream'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: expect.stringMatching(/^\/landing-assets\/[a-f0-9]{32}\.webp$/), width: 1333, height: 2000, small_url: expect.stringMatching(/-800\.webp$/) });
    const served = await fetch(`${lp.baseUrl}${res.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['webp', 1333, 2000, undefined, undefined]);
    expect(bytes.includes(Buffer.from('Atelier Test Camera'))).toBe(false);

    const chosen = await put('salon-createurs', { image_url: res.body.url });
    expect(chosen.body.image).toMatchObject({ url: res.body.url, from_files: false });
    const page = (await lp.api('/landing/salon-createurs')).text;
    expect(page).toContain(`src="${res.body.url}"`);
    expect(page).toContain(`<meta property="og:image" content="http://atelier.test${res.body.url}">`);
    // Back to the theme's own photo.
    expect((await put('salon-createurs', { image_url: null })).body.image.from_files).toBe(true);
    expect((await lp.api('/landing/salon-createurs')).text).not.toContain(res.body.url);
  });

  it.each([
    ['no session', () => form(Buffer.from('x')), null, 401, 'unauthenticated'],
    ['a text file named .jpg', () => form('pas une image', 'photo.jpg'), 'admin', 415, 'unsupported_file_type'],
    ['a PDF', () => form('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'x.pdf', 'application/pdf'), 'admin', 415, 'unsupported_file_type'],
    ['an empty file', () => form(Buffer.alloc(0)), 'admin', 400, 'empty_file'],
    ['no file', () => { const body = new FormData(); body.append('alt', 'Un bol'); body.append('alt_en', 'A bowl'); return body; }, 'admin', 400, 'file_missing'],
    ['a field the upload does not take', () => form(Buffer.from('x'), 'photo.jpg', 'image/jpeg', { type: 'gallery' }), 'admin', 400, 'validation_failed'],
  ] as const)('%s → %i %s', async (_name, body, who, status, code) => {
    const res = await upload(body(), who === 'admin' ? admin.token : null);
    expect([res.status, res.body.error.code]).toEqual([status, code]);
  });

  // The description is checked before the file is read (the words come first in the editor's form).
  it.each([
    ['French words without English ones', { alt: 'Un bol en grès' }, 'alt_en', 'Décrivez la photo dans les deux langues (alt et alt_en), ou dans aucune.'],
    ['English words without French ones', { alt: ' ', alt_en: 'A bowl' }, 'alt', 'Décrivez la photo dans les deux langues (alt et alt_en), ou dans aucune.'],
    ['words over 250 characters', { alt: 'b'.repeat(251), alt_en: 'A bowl' }, 'alt', undefined],
    ['a control character', { alt: 'Un bol\u0007', alt_en: 'A bowl' }, 'alt', undefined],
  ])('%s → 400 validation_failed naming the field', async (_name, fields, field, message) => {
    const res = await upload(form(await photo(), 'photo.jpg', 'image/jpeg', fields));
    expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
    expect(Object.keys(res.body.error.details.fieldErrors)).toEqual([field]);
    if (message) expect(res.body.error.details.fieldErrors[field]).toEqual([message]);
  });

  it('the page describes an uploaded photo with its own words in each language, never the theme photo’s; new words for the same file re-describe it; none: decorative', async () => {
    const bowl = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6b8c' } }).jpeg().toBuffer();
    const sent = await upload(form(bowl, 'bol.jpg', 'image/jpeg', { alt: 'Un bol en grès bleu sur un établi', alt_en: 'A blue stoneware bowl on a workbench' }));
    expect([sent.status, sent.body.alt, sent.body.alt_en]).toEqual([201, 'Un bol en grès bleu sur un établi', 'A blue stoneware bowl on a workbench']);
    const chosen = await put('salon-createurs', { image_url: sent.body.url });
    expect(chosen.body.image).toMatchObject({ from_files: false, alt: 'Un bol en grès bleu sur un établi', alt_en: 'A blue stoneware bowl on a workbench' });
    const fr = (await lp.api('/landing/salon-createurs')).text;
    const en = (await lp.api('/en/landing/salon-createurs')).text;
    expect(fr).toContain(`src="${sent.body.url}"`);
    expect(fr).toContain('alt="Un bol en grès bleu sur un établi"');
    expect(fr).toContain('<meta property="og:image:alt" content="Un bol en grès bleu sur un établi">');
    expect(en).toContain('alt="A blue stoneware bowl on a workbench"');
    expect(fr).not.toContain('stand de marché');
    expect(en).not.toContain('market stall');

    // The same file again with other words: the page already showing it says them at once.
    const again = await upload(form(bowl, 'bol.jpg', 'image/jpeg', { alt: 'Un bol bleu, vu de haut', alt_en: 'A blue bowl, seen from above' }));
    expect([again.status, again.body.url, again.body.alt]).toEqual([201, sent.body.url, 'Un bol bleu, vu de haut']);
    expect((await lp.api('/landing/salon-createurs')).text).toContain('alt="Un bol bleu, vu de haut"');
    expect((await lp.api('/en/landing/salon-createurs')).text).toContain('alt="A blue bowl, seen from above"');

    // Sent without words (an API client): shown as decorative, not as the theme's photo.
    const plain = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6b8c3a' } }).jpeg().toBuffer();
    const bare = await upload(form(plain));
    expect([bare.status, bare.body.alt, bare.body.alt_en]).toEqual([201, null, null]);
    expect((await put('salon-createurs', { image_url: bare.body.url })).body.image).toMatchObject({ alt: null, alt_en: null });
    const decorative = (await lp.api('/landing/salon-createurs')).text;
    expect(decorative).toMatch(new RegExp(`src="${bare.body.url}"[^>]* alt=""`));
    expect(decorative).not.toContain('og:image:alt');
    expect(decorative).not.toContain('stand de marché');

    // Back to the theme's own photo: its own words again.
    const own = await put('salon-createurs', { image_url: null });
    expect(own.body.image).toMatchObject({ from_files: true, alt: expect.stringContaining('stand de marché'), alt_en: expect.stringContaining('market stall') });
    expect((await lp.api('/landing/salon-createurs')).text).toContain('stand de marché');
  });

  it('another role → 403 before reading the body; a JSON body → 415; over 15 MB → 413', async () => {
    const member = await lp.newUser({ role: 'client_premium' });
    expect((await upload(form(await photo()), member.token)).status).toBe(403);
    expect((await lp.api('/api/admin-landing-upload', { body: { file: 'x' }, token: admin.token })).status).toBe(415);
    const big = await upload(form(Buffer.alloc(16 * 1024 * 1024, 1)), admin.token);
    expect([big.status, big.body.error.code]).toEqual([413, 'file_too_large']);
  });
});
