import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, sessionCookieFrom } from '../support/api.ts';
import { apply, applicationBody, freshIp } from '../support/applications.ts';
import { CGV_VERSION } from '#i18n/legal-texts.ts';

describe('POST /api/candidatures', () => {
  it('creates the application with the deposit computed by the service, and signs the prospect in', async () => {
    const res = await apply({ formula: 'premium', email: `Mixed.Case-${Date.now()}@Test.Atelier.local` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'validee',
      payment_status: 'en_attente',
      formula: 'premium',
      formula_price_cents: 299_000,
      deposit_percent: 10,
      deposit_cents: 29_900,
      currency: 'EUR',
      invoice_number: null,
      brand: 'Céramiques Camille',
      links: ['https://example.com/portfolio'],
    });
    expect(res.body.user).toMatchObject({ role: null, first_name: 'Camille', last_name: 'Durand' });
    expect(typeof res.body.token).toBe('string');
    // the cookie signs the browser in too: the payment that follows never gets 401
    const cookie = sessionCookieFrom(res);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/HttpOnly/i);
    const me = await api('/api/candidatures/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.id, deposit_cents: 29_900 });
    const byToken = await api('/api/me', { token: res.body.token });
    expect(byToken.body).toMatchObject({ id: res.body.user.id, role: null });
    // the new account's profile was filled from the application
    const profile = await api(`/api/users/${res.body.user.id}/profile`, { token: res.body.token });
    expect(profile.body).toMatchObject({ brand: 'Céramiques Camille', trade: 'Céramiste', portfolio_links: ['https://example.com/portfolio'] });
  });

  it('ignores nothing the client says about money: a deposit field is refused', async () => {
    const res = await apply({ deposit_cents: 1 });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
  });

  it('asks an existing account to sign in instead of signing anyone in with its address', async () => {
    const member = await newUser({ role: 'admin' });
    for (const email of [member.user.email, member.user.email.toUpperCase()]) {
      const res = await apply({ email });
      expect(res.status).toBe(409);
      expect(errorCode(res)).toBe('account_exists');
      expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
      expect(res.body.token).toBeUndefined();
    }
  });

  it('uses the signed-in account: its email only, members refused, one pending application at a time', async () => {
    const prospect = await newUser({ role: null });
    const wrongEmail = await apply({ email: 'someone-else@example.com' }, { token: prospect.token });
    expect([wrongEmail.status, errorCode(wrongEmail)]).toEqual([400, 'rule_failed']);
    expect(wrongEmail.body.error.details.fieldErrors.email[0]).toContain(prospect.user.email);

    const first = await apply({ email: prospect.user.email }, { token: prospect.token });
    expect(first.status).toBe(201);
    expect(first.body.user_id).toBe(prospect.user.id);
    const second = await apply({ email: prospect.user.email, formula: 'premium' }, { token: prospect.token });
    expect(second.status).toBe(409);
    expect(errorCode(second)).toBe('application_pending');
    expect(second.body.error.details).toEqual({ candidature_id: first.body.id });

    for (const role of ['client_essentiel', 'client_premium', 'admin', 'responsable']) {
      const member = await newUser({ role });
      const res = await apply({ email: member.user.email }, { token: member.token });
      expect(res.status, role).toBe(409);
      expect(errorCode(res)).toBe('already_member');
    }
  });

  it('keeps what an existing profile has and fills only its empty fields', async () => {
    const prospect = await newUser({ role: null, first_name: 'Inès' });
    await api(`/api/users/${prospect.user.id}/profile`, { method: 'PUT', token: prospect.token, body: { brand: 'Ma marque', portfolio_links: ['https://example.org/mine'] } });
    const res = await apply({ email: prospect.user.email, first_name: 'Autre', brand: 'Autre marque', trade: 'Tisserande' }, { token: prospect.token });
    expect(res.status).toBe(201);
    const profile = await api(`/api/users/${prospect.user.id}/profile`, { token: prospect.token });
    expect(profile.body).toMatchObject({ first_name: 'Inès', brand: 'Ma marque', trade: 'Tisserande', portfolio_links: ['https://example.org/mine'] });
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['first_name missing', { first_name: undefined }, 'first_name', /obligatoire/],
    ['first_name blank', { first_name: '   ' }, 'first_name', /obligatoire/],
    ['first_name too long', { first_name: 'x'.repeat(81) }, 'first_name', /80 caractères/],
    ['email invalid', { email: 'not-an-email' }, 'email', /adresse e-mail valide/],
    ['email a number', { email: 42 }, 'email', /adresse e-mail valide/],
    ['brand missing', { brand: '' }, 'brand', /obligatoire/],
    ['javascript link', { links: ['javascript:alert(1)'] }, 'links', /https:\/\//],
    ['link not a string', { links: [12] }, 'links', /https:\/\//],
    ['links not an array', { links: 'https://example.com' }, 'links', /https:\/\//],
    ['duplicate links', { links: ['https://a.example', 'https://a.example'] }, 'links', /qu’une fois/],
    ['too many links', { links: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) }, 'links', /10 liens/],
    ['unknown photo id', { photos: ['00000000-0000-4000-8000-000000000000'] }, 'photos', /Photos introuvables/],
    ['photo id not a uuid', { photos: ['../../etc/passwd'] }, 'photos', /Photo inconnue/],
    ['priority need unknown', { priority_need: 'tout' }, 'priority_need', /besoin prioritaire/],
    ['revenue with cents', { monthly_revenue: 2500.5 }, 'monthly_revenue', /sans centimes/],
    ['revenue negative', { monthly_revenue: -1 }, 'monthly_revenue', /sans centimes/],
    ['revenue as text', { monthly_revenue: '2500' }, 'monthly_revenue', /sans centimes/],
    ['revenue 1e308', { monthly_revenue: 1e308 }, 'monthly_revenue', /trop élevé|sans centimes/],
    ['objective missing', { objective: undefined }, 'objective', /obligatoire/],
    ['formula unknown', { formula: 'gold' }, 'formula', /Essentiel ou Premium/],
    ['formula missing', { formula: undefined }, 'formula', /Essentiel ou Premium/],
    ['source with a slash', { source: '../x' }, 'source', /Provenance/],
  ];
  // What the description cannot state (decision 030): a photo that is not one of the applicant's, a repeated link.
  const RULES = ['unknown photo id', 'duplicate links'];
  it.each(bad)('refuses %s with a French message beside the field', async (name, change, field, message) => {
    const res = await apply(change);
    expect([res.status, errorCode(res)]).toEqual(RULES.includes(name) ? [400, 'rule_failed'] : [400, 'validation_failed']);
    expect(res.body.error.details.fieldErrors[field]?.join(' ')).toMatch(message);
  });

  it('refuses an application whose CGV are not accepted (400 cgv_not_accepted, in the caller’s language) and creates nothing', async () => {
    const email = `no-cgv-${Date.now()}@test.atelier.local`;
    for (const accept of [false, undefined, 'true', 1, 'yes', null, {}]) { // decisions §7: anything but true
      const res = await apply({ email, accept_cgv: accept });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('cgv_not_accepted');
      expect(res.body.error.message).toBe('Acceptez les conditions générales de vente pour envoyer votre candidature.');
      expect(res.body.error.details.fieldErrors.accept_cgv).toEqual(['Cochez la case pour accepter les conditions générales de vente.']);
    }
    const en = await apply({ email, accept_cgv: false }, { lang: 'en' });
    expect(en.body.error).toMatchObject({ code: 'cgv_not_accepted', message: 'Accept the terms of sale to send your application.' });
    expect(en.headers.getSetCookie()).toEqual([]);
    // nothing was created: the same address can apply once it accepts
    const ok = await apply({ email });
    expect(ok.status).toBe(201);
  });

  it('refuses an acceptance of another CGV version than the one in force (the form was opened before a change)', async () => {
    const res = await apply({ cgv_version: '2000-01-01' }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('cgv_not_accepted');
    expect(res.body.error.details.fieldErrors.accept_cgv).toEqual(['The terms of sale changed since this form was opened: reload the page, read them again and accept them.']);
    const current = await apply({ cgv_version: CGV_VERSION });
    expect(current.status).toBe(201);
    expect(current.body.cgv_version).toBe(CGV_VERSION);
  });

  it('records the CGV version and time and the buyer’s address with the application', async () => {
    const before = Date.now();
    const res = await apply({ billing_address: { street: ' 4 chemin des Tisserands ', postal_code: '1003', city: 'Lausanne', country: 'CH' } });
    expect(res.status).toBe(201);
    expect(res.body.cgv_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(res.body.cgv_accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.billing_address).toEqual({ street: '4 chemin des Tisserands', postal_code: '1003', city: 'Lausanne', country: 'CH' });
    const staff = await newUser({ role: 'admin' });
    const seen = await api(`/api/candidatures/${res.body.id}`, { token: staff.token });
    expect(seen.body).toMatchObject({ cgv_version: res.body.cgv_version, billing_address: { city: 'Lausanne', country: 'CH' } });
  });

  it.each([
    ['no address', { billing_address: undefined }, 'billing_address', /obligatoire/],
    ['a French postal code of 4 digits', { billing_address: { street: '1 rue A', postal_code: '6900', city: 'Lyon', country: 'FR' } }, 'billing_address', /5 chiffres/],
    ['an unknown country', { billing_address: { street: '1 rue A', postal_code: '69003', city: 'Lyon', country: 'XX' } }, 'billing_address', /pays/],
    ['an empty street', { billing_address: { street: ' ', postal_code: '69003', city: 'Lyon', country: 'FR' } }, 'billing_address', /obligatoire/],
    ['an extra address field', { billing_address: { street: '1 rue A', postal_code: '69003', city: 'Lyon', country: 'FR', region: 'x' } }, 'billing_address', /./],
  ])('refuses %s, naming the address (its message says which part)', async (name, overrides, field, message) => {
    const res = await apply(overrides);
    // A postal code per country is a rule the description cannot state (rule_failed, decision 030).
    expect([res.status, errorCode(res)]).toEqual(name === 'a French postal code of 4 digits' ? [400, 'rule_failed'] : [400, 'validation_failed']);
    expect(res.body.error.details.fieldErrors[field]?.join(' ')).toMatch(message);
  });

  it('answers in English for an English caller', async () => {
    const res = await apply({ formula: 'gold', monthly_revenue: 1.5 }, { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Some values are invalid.');
    expect(res.body.error.details.fieldErrors).toEqual({
      monthly_revenue: ['Enter a monthly turnover in whole euros (0 if you are starting out).'],
      formula: ['Choose a plan: Essential or Premium.'],
    });
    const other = await apply({ lang: 'en', email: undefined }, { lang: 'en' });
    expect(other.body.error.details.fieldErrors.email).toEqual(['Enter a valid email address (name@example.com).']);
  });

  it.each([
    ['constructor key', '{"constructor": {"prototype": {"x": 1}}}'],
    ['__proto__ key', JSON.stringify({ ...applicationBody(), ['__proto__']: { role: 'admin' } }).replace('"__proto__"', '"__proto__"')],
    ['toString key', JSON.stringify({ ...applicationBody(), toString: 'x' })],
    ['empty body', ''],
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['broken JSON', '{"first_name": '],
    ['NUL in a value', JSON.stringify(applicationBody({ brand: 'a\u0000b' }))],
  ])('refuses %s with a 400 and the error body', async (_name, rawBody) => {
    const res = await api('/api/candidatures', { method: 'POST', rawBody, headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() } });
    expect([400]).toContain(res.status);
    expect(['validation_failed', 'invalid_json']).toContain(errorCode(res));
  });

  it('refuses a huge body with 413 and another content type with 415', async () => {
    const huge = await api('/api/candidatures', { method: 'POST', rawBody: JSON.stringify(applicationBody({ objective: 'x'.repeat(300_000) })), headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() } });
    expect(huge.status).toBe(413);
    expect(errorCode(huge)).toBe('payload_too_large');
    const form = await api('/api/candidatures', { method: 'POST', rawBody: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() } });
    expect(form.status).toBe(415);
  });

  it('refuses a lone surrogate like every stored text (decision 006), never a 500', async () => {
    const rawBody = JSON.stringify(applicationBody()).replace('"Céramiste"', '"Potier \\ud800"');
    const res = await api('/api/candidatures', { method: 'POST', rawBody, headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() } });
    expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
    expect(Object.keys(res.body.error.details.fieldErrors)).toEqual(['trade']);
  });

  it('limits attempts per IP (429 with Retry-After)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await apply({ formula: 'nope' }, { ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await apply({}, { ip });
    expect(limited.status).toBe(429);
    expect(errorCode(limited)).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await apply({})).status).toBe(201);
  });

  it('is also reachable without the /api prefix', async () => {
    const res = await api('/candidatures', { body: applicationBody(), headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(201);
  });
});

describe('GET /api/candidatures/me', () => {
  it('needs a session and answers null when nothing waits for payment', async () => {
    expect((await api('/api/candidatures/me')).status).toBe(401);
    const member = await newUser({ role: 'client_premium' });
    const res = await api('/api/candidatures/me', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });
});

describe('GET /api/candidatures (staff)', () => {
  it('lists applications for admin and responsable, newest first, filtered by payment status', async () => {
    const created = await apply({ first_name: 'Listée' });
    for (const role of ['admin', 'responsable']) {
      const staff = await newUser({ role });
      const res = await api('/api/candidatures?payment_status=en_attente&limit=100', { token: staff.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ limit: 100, offset: 0 });
      expect(res.body.total).toBeGreaterThanOrEqual(1);
      expect(res.body.items.some((a: { id: string }) => a.id === created.body.id)).toBe(true);
      expect(res.body.items.every((a: { payment_status: string }) => a.payment_status === 'en_attente')).toBe(true);
    }
  });

  it('refuses members, prospects and visitors, and bad filters', async () => {
    expect((await api('/api/candidatures')).status).toBe(401);
    for (const role of ['client_essentiel', 'client_premium', null, 'membre']) {
      const user = await newUser({ role });
      const res = await api('/api/candidatures', { token: user.token });
      expect(res.status, String(role)).toBe(403);
    }
    const admin = await newUser({ role: 'admin' });
    for (const query of ['payment_status=rembourse', 'limit=0', 'limit=1000', 'offset=-1', 'unknown=1']) {
      const res = await api(`/api/candidatures?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
  });
});
