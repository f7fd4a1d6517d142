/**
 * Keys named like Object.prototype members and lone UTF-16 surrogates (items 3–4;
 * decision 006): refused with 400 where client data enters (readBody, readQuery), for every route,
 * and harmless where such a string is used as a lookup key anyway (labels, error keys).
 * The route-wide sweep is tests/api/fuzz.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';

const RESERVED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('keys named like Object.prototype members', () => {
  it.each(RESERVED)('my-actions data {"%s": 1} → 400 validation_failed naming it (was a 500)', async (key) => {
    const { token } = await newUser();
    const res = await api('/api/my-actions', { method: 'PUT', token, rawBody: `{"card_id":"recit-atelier","data":{"${key}":1}}`, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
    expect(Object.keys(res.body.error.details.fieldErrors)).toEqual([`data.${key}`]);
  });

  it.each(RESERVED)('checklist {"%s": true} → 400, and nothing is stored', async (key) => {
    const { token } = await newUser();
    const res = await api('/api/my-actions', { method: 'PUT', token, rawBody: `{"card_id":"recit-atelier","checklist":{"${key}":true}}`, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await api('/api/my-actions', { token })).body).toEqual([]);
  });

  it.each(RESERVED)('dev-signup role "%s" → 400, and the sign-in page keeps working for everyone', async (role) => {
    const res = await api('/auth/dev-signup', { body: { role } });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
    expect((await api('/connexion')).status).toBe(200);
  });

  it.each(RESERVED)('/connexion?error=%s shows the generic message, not a 500', async (key) => {
    const res = await api(`/connexion?error=${key}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Connexion');
  });

  it('reserved names in a query string → 400', async () => {
    const { token } = await newUser();
    for (const key of RESERVED) {
      const res = await api(`/api/cards?${key}=1`, { token });
      expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('lone UTF-16 surrogates', () => {
  const raw = (body: string) => ({ rawBody: body, headers: { 'content-type': 'application/json' } });

  it('profile gallery ["https://a.test/\\ud800"] → 400 (was a 500: jsonb refuses it)', async () => {
    const { token, user } = await newUser();
    const res = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, ...raw('{"gallery":["https://a.test/\\ud800"]}') });
    expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
    expect(res.body.error.details.fieldErrors).toHaveProperty(['gallery.0']);
  });

  it('my-actions data {"histoire": "a\\ud800b"} → 400 (was a 500)', async () => {
    const { token } = await newUser();
    const res = await api('/api/my-actions', { method: 'PUT', token, ...raw('{"card_id":"recit-atelier","data":{"histoire":"a\\ud800b"}}') });
    expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
  });

  it.each([
    ['profile bio (a text column)', (id: string): [string, string, string] => [`/api/users/${id}/profile`, 'PUT', '{"bio":"x\\udc00y"}']],
    ['impact note', (): [string, string, string] => ['/api/impact/recit-atelier', 'POST', '{"value":3,"note":"\\ud83e"}']],
    ['a key', (): [string, string, string] => ['/api/my-actions', 'PUT', '{"card_id":"recit-atelier","data":{"\\ud800":"x"}}']],
  ] as const)('the same for every stored text: %s → 400', async (_name, target) => {
    const { token, user } = await newUser();
    const [path, method, body] = target(user.id);
    const res = await api(path, { method, token, ...raw(body) });
    expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
  });

  it('a well-formed pair (an emoji) is stored and read back as sent', async () => {
    const { token } = await newUser();
    const res = await api('/api/my-actions', { method: 'PUT', token, body: { card_id: 'recit-atelier', data: { histoire: 'Le fil 🧵 de mon atelier' } } });
    expect(res.status).toBe(200);
    expect(res.body.data.histoire).toBe('Le fil 🧵 de mon atelier');
  });
});

describe('/auth/dev-card (test-account environments only)', () => {
  it.each([
    ['fields that are not a list', { renseignements: { fields: 'x' } }],
    ['a field without a type', { renseignements: { fields: [{ key: 'a', label: 'A' }] } }],
    ['a question with an unknown type', { mesure: { questions: [{ metric: 'm', label: 'M', type: 'sometimes' }] } }],
    ['a show_if naming nothing', { renseignements: { fields: [{ key: 'a', label: 'A', type: 'text', show_if: { field: 'zz', equals: 1 } }] } }],
    ['a checklist that is an object', { checklist: { a: 1 } }],
  ])('refuses a broken guide (%s) with 400: it used to be stored, then break every route reading the card', async (name, guide) => {
    const res = await api('/auth/dev-card', { body: { guide } });
    // A show_if naming nothing is a cross-reference the description cannot state (rule_failed, decision 030).
    expect([res.status, errorCode(res)]).toEqual(name === 'a show_if naming nothing' ? [400, 'rule_failed'] : [400, 'validation_failed']);
  });

  it('still takes the legacy shapes the readers support (plain indicateur names, an objectif without label)', async () => {
    for (const guide of [{ domain: 'gamme_de_tarifs', mesure: { indicateurs: ['panier_moyen', { metric: 'clients', label: 'Clients' }] } }, { objectif: { metric_principale: 'ventes' } }]) {
      expect((await api('/auth/dev-card', { body: { guide } })).status).toBe(200);
    }
  });

  it('a slug already taken → 409 conflict (was a 500)', async () => {
    const slug = `dup-${Date.now()}`;
    expect((await api('/auth/dev-card', { body: { slug } })).status).toBe(200);
    const again = await api('/auth/dev-card', { body: { slug } });
    expect([again.status, errorCode(again)]).toEqual([409, 'conflict']);
    expect(again.body.error.details).toEqual({ reason: 'slug_taken' });
  });
});

describe('impact readings are bounded', () => {
  const guide = { domain: 'image_de_marque', mesure: { questions: [{ metric: 'contacts', label: 'Contacts', type: 'integer' }] } };

  // The card's question bounds the value, which the description cannot state: 400 rule_failed (decision 030).
  it.each([[1e308], [-1e308], [1e9 + 1], [Number.MAX_SAFE_INTEGER]])('%s → 400 rule_failed naming the range', async (value) => {
    const card = (await api('/auth/dev-card', { body: { guide } })).body;
    const { token } = await newUser();
    const res = await api(`/api/impact/${card.id}`, { token, body: { value } });
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
    expect(res.body.error.details).toMatchObject({ metric: 'contacts', min: -1e9, max: 1e9 });
  });

  it('one artisan cannot break the social proof: the aggregate always answers numbers', async () => {
    const card = (await api('/auth/dev-card', { body: { guide } })).body;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const post = async (token: string, before: number, after: number) =>
      (await api(`/api/impact/${card.id}`, { token, body: { readings: [{ value: before, date: day(20) }, { value: after, date: day(3) }] } })).status;
    // Everyone says yes to being named (decision 055), so the samples are there to check.
    const named = async () => {
      const user = await newUser();
      expect((await api('/api/impact/sharing', { method: 'PUT', token: user.token, body: { show_in_samples: true } })).status).toBe(200);
      return user;
    };
    for (const [before, after] of [[10, 12], [10, 15], [10, 20]] as const) expect(await post((await named()).token, before, after)).toBe(200);
    // The largest values allowed, in the worst direction: a billionfold increase.
    const outlier = await named();
    expect(await post(outlier.token, 1, 1e9)).toBe(200);
    const viewer = await newUser();
    const res = await api(`/api/impact/${card.id}/aggregate`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enough: true, count: 3, avg_pct: 56.7 }); // (20 + 50 + 100) / 3
    expect(res.body.samples).toHaveLength(3);
    for (const s of res.body.samples) expect(s.delta).toMatch(/^[+-]\d+%$/);
    expect(res.text).not.toMatch(/Infinity|null/);
  });
});

describe('ids in the path', () => {
  it("one's own id in upper case is still oneself (was 404)", async () => {
    const { token, user } = await newUser();
    const upper = user.id.toUpperCase();
    const profile = await api(`/api/users/${upper}/profile`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.id).toBe(user.id);
    const lang = await api(`/api/users/${upper}/account`, { method: 'PUT', token, body: { lang: 'en' } });
    expect([lang.status, lang.body.lang]).toEqual([200, 'en']);
    const other = await newUser();
    expect((await api(`/api/users/${other.user.id.toUpperCase()}/profile`, { token })).status).toBe(404);
  });
});
