import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, baseUrl, errorCode, newUser, type TestUser } from '../support/api.ts';
import { QUESTIONS_GUIDE, LEGACY_GUIDE } from '../support/impact-fixtures.ts';
import { addDays, today } from '#server/platform/dates.ts';
import { unsubscribeToken } from '#server/learning/impact/unsubscribe.ts';

const TZ = process.env.APP_TIMEZONE ?? 'Europe/Paris';
const TODAY = () => today(TZ);
const daysAgo = (n: number) => addDays(TODAY(), -n);

async function card(guide: Record<string, unknown> = QUESTIONS_GUIDE, title = 'Fiche impact'): Promise<{ id: string; slug: string }> {
  const res = await api('/auth/dev-card', { body: { guide, title, translations: { en: { title: `${title} EN` } } } });
  expect(res.status).toBe(200);
  return res.body;
}

const post = (c: { id: string }, who: TestUser, body: unknown) => api(`/api/impact/${c.id}`, { body, token: who.token });
const get = (path: string, who: TestUser) => api(path, { token: who.token });

describe('access', () => {
  it('401 without a session, 403 for a role that is not a member role, 404 for an unknown card', async () => {
    const c = await card();
    for (const path of [`/api/impact/${c.id}`, `/api/impact/${c.id}/aggregate`, '/api/impact/due']) {
      const res = await api(path);
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe('unauthenticated');
    }
    expect((await api(`/api/impact/${c.id}`, { body: { value: 1 } })).status).toBe(401);
    const membre = await newUser({ role: 'membre' });
    for (const res of [await post(c, membre, { value: 1 }), await get(`/api/impact/${c.id}`, membre), await get(`/api/impact/${c.id}/aggregate`, membre), await get('/api/impact/due', membre)]) {
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
    const member = await newUser({ role: 'client_essentiel' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-card']) {
      for (const res of [await api(`/api/impact/${id}`, { body: { value: 1 }, token: member.token }), await get(`/api/impact/${id}`, member), await get(`/api/impact/${id}/aggregate`, member)]) {
        expect(res.status).toBe(404);
        expect(errorCode(res)).toBe('card_not_found');
      }
    }
  });
});

describe('POST /api/impact/{card}', () => {
  it('defaults to the main metric and today, accepts the slug and the /impact alias, and schedules the next reading', async () => {
    const c = await card();
    const me = await newUser();
    const res = await post(c, me, { value: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      readings: [{ metric: 'contacts', date: TODAY(), value: 3, note: null }],
      schedule: [{ metric: 'contacts', next_at: addDays(TODAY(), 7), followup_days: 7 }],
    });
    const bySlug = await api(`/impact/${c.slug}`, { body: { metric: 'ventes', value: 1250.5, date: daysAgo(3), note: 'salon' }, token: me.token });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.schedule).toEqual([{ metric: 'ventes', next_at: addDays(daysAgo(3), 30), followup_days: 30 }]);
    // Legacy indicateurs: first indicateur by default, cadence 7.
    const legacy = await card(LEGACY_GUIDE);
    const l = await post(legacy, me, { value: 42 });
    expect(l.body.readings[0].metric).toBe('panier_moyen');
    expect(l.body.schedule[0].followup_days).toBe(7);
    // The card page gives a name-only indicateur the shape of the others, labelled as the form labels it.
    const page = await get(`/api/cards/${legacy.slug}`, me);
    expect(page.status).toBe(200);
    expect(page.body.guide.mesure.indicateurs).toEqual([
      { metric: 'panier_moyen', label: 'Panier moyen' },
      { metric: 'clients', label: 'Clients' },
    ]);
  });

  it.each([
    ['a future date', { value: 1, date: '2999-01-01' }, 'future_date'],
    ['tomorrow', { value: 1, date: addDays(today(TZ), 1) }, 'future_date'],
    ['31 February', { value: 1, date: '2026-02-31' }, 'validation_failed'],
    ['a date with a time', { value: 1, date: '2026-02-01T10:00:00Z' }, 'validation_failed'],
    ['a number as a string', { value: '12' }, 'rule_failed'],
    ['no value', { metric: 'contacts' }, 'validation_failed'],
    ['null value', { value: null }, 'validation_failed'],
    ['an unknown field', { value: 1, extra: true }, 'validation_failed'],
    ['a too long note', { value: 1, note: 'x'.repeat(1001) }, 'validation_failed'],
    ['a non-integer for an integer question', { value: 1.5 }, 'rule_failed'],
    ['true for a number question', { value: true }, 'rule_failed'],
    ['2 for a boolean question', { metric: 'a_site', value: 2 }, 'rule_failed'],
    ['an option index out of range', { metric: 'canal', value: 3 }, 'rule_failed'],
    ['an unknown metric', { metric: 'followers', value: 1 }, 'unknown_metric'],
    ['a badly formed metric', { metric: 'Not-A-Metric', value: 1 }, 'unknown_metric'],
    ['an empty batch', { readings: [] }, 'validation_failed'],
    ['a batch of 101', { readings: Array.from({ length: 101 }, (_, i) => ({ value: i, date: daysAgo(i) })) }, 'validation_failed'],
  ])('refuses %s with 400 and its code (rule_failed for a rule of the card the document cannot state)', async (_name, body, code) => {
    const c = await card();
    const me = await newUser();
    const res = await post(c, me, body);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe(code);
    // Nothing was stored, and the action was not even taken.
    expect((await get(`/api/impact/${c.id}`, me)).body.series).toEqual([]);
  });

  it('400 invalid_json for a body that is not JSON', async () => {
    const c = await card();
    const me = await newUser();
    const res = await api(`/api/impact/${c.id}`, { method: 'POST', rawBody: '{"value":', headers: { 'content-type': 'application/json' }, token: me.token });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('invalid_json');
  });

  it('stores booleans as 1/0 and choices as option indexes; a later post on the same date replaces the value', async () => {
    const c = await card();
    const me = await newUser();
    const res = await post(c, me, { readings: [{ metric: 'a_site', value: true }, { metric: 'canal', value: 2 }, { value: 5, date: daysAgo(1) }] });
    expect(res.status).toBe(200);
    expect(res.body.readings.map((r: { value: number }) => r.value)).toEqual([1, 2, 5]);
    await post(c, me, { value: 8, date: daysAgo(1), note: 'corrigé' });
    const view = (await get(`/api/impact/${c.id}`, me)).body;
    expect(view.series).toEqual([{ date: daysAgo(1), value: 8, note: 'corrigé' }]);
  });

  it('refuses a value sent as text ("1,5") with a message naming the JSON number form, in the caller’s language', async () => {
    const c = await card();
    for (const [lang, pattern] of [['fr', /nombre JSON.*1\.5/], ['en', /JSON number.*1\.5/]] as const) {
      const me = await newUser({ lang });
      for (const body of [{ value: '1,5' }, { readings: [{ value: '1.5' }] }]) {
        const res = await post(c, me, body);
        // The document lets a text through (to word this message): a rule refuses it, 400 rule_failed.
        expect(res.status).toBe(400);
        expect(errorCode(res)).toBe('rule_failed');
        expect(JSON.stringify(res.body.error.details)).toMatch(pattern);
      }
      expect((await get(`/api/impact/${c.id}`, me)).body.series).toEqual([]);
    }
  });

  it('words a refused value in the caller’s language, under fieldErrors, with no English inside a French answer (decisions §2)', async () => {
    const c = await card();
    const fr = await newUser({ lang: 'fr' });
    const one = await post(c, fr, { value: 1.5 });
    expect([one.status, errorCode(one)]).toEqual([400, 'rule_failed']);
    expect(one.body.error.details).toMatchObject({ index: 0, metric: 'contacts', fieldErrors: { value: ['Entrez un nombre entier.'] } });
    expect(one.body.error.details).not.toHaveProperty('expected');
    const batch = await post(c, fr, { readings: [{ value: 2 }, { metric: 'a_site', value: 3 }] });
    expect(batch.body.error.details).toMatchObject({ index: 1, fieldErrors: { readings: ['Répondez par oui ou par non.'] } });
    const en = await post(c, await newUser({ lang: 'en' }), { value: 1.5 });
    expect(en.body.error.details.fieldErrors.value).toEqual(['Enter a whole number.']);
  });

  it('a batch is all or nothing', async () => {
    const c = await card();
    const me = await newUser();
    const bad = await post(c, me, { readings: [{ value: 1, date: daysAgo(2) }, { metric: 'ventes', value: 10 }, { metric: 'nope', value: 3 }] });
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('unknown_metric');
    const view = (await get(`/api/impact/${c.id}`, me)).body;
    expect(view.series).toEqual([]);
    expect(view.metrics.every((m: { last_value: unknown }) => m.last_value === null)).toBe(true);
    const good = await post(c, me, { readings: [{ value: 1, date: daysAgo(2) }, { metric: 'ventes', value: 10 }] });
    expect(good.status).toBe(200);
    expect(good.body.readings).toHaveLength(2);
    expect(good.body.schedule.map((s: { metric: string }) => s.metric)).toEqual(['contacts', 'ventes']);
  });

  it('concurrent identical posts leave exactly one reading', async () => {
    const c = await card();
    const me = await newUser();
    const results = await Promise.all(Array.from({ length: 12 }, () => post(c, me, { value: 7, date: daysAgo(1) })));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const view = (await get(`/api/impact/${c.id}`, me)).body;
    expect(view.series).toEqual([{ date: daysAgo(1), value: 7, note: null }]);
    expect(view.next_at).toBe(addDays(daysAgo(1), 7));
  });

  it('posting an old reading never moves the schedule back', async () => {
    const c = await card();
    const me = await newUser();
    await post(c, me, { value: 10, date: daysAgo(2) });
    const old = await post(c, me, { value: 4, date: daysAgo(20) });
    expect(old.body.schedule).toEqual([{ metric: 'contacts', next_at: addDays(daysAgo(2), 7), followup_days: 7 }]);
  });
});

describe('GET /api/impact/{card}', () => {
  it('answers an empty series (not 404) for a card without readings, every metric due', async () => {
    const c = await card();
    const me = await newUser({ lang: 'en' });
    const res = await get(`/api/impact/${c.id}`, me);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ metric: 'contacts', series: [], before: null, after: null, next_at: null, followup_days: 7 });
    expect(res.body.metrics.map((m: { metric: string }) => m.metric)).toEqual(['contacts', 'ventes', 'a_site', 'visites_site', 'canal']);
    expect(res.body.metrics[1]).toEqual({
      metric: 'ventes', label: 'Monthly sales', type: 'currency', unit: '€', options: null, cadence_jours: 30, depends_on_metric: null,
      min: null, max: null, last_value: null, last_date: null, before: null, after: null, next_at: null, due: true,
    });
  });

  it('gives the series of the selected metric with before/after and each metric’s state', async () => {
    const c = await card();
    const me = await newUser();
    await post(c, me, { readings: [
      { metric: 'ventes', value: 1000, date: daysAgo(40) },
      { metric: 'ventes', value: 1400, date: daysAgo(5) },
      { metric: 'ventes', value: 1200, date: daysAgo(20) },
      { value: 2, date: daysAgo(9) },
    ] });
    const res = await get(`/api/impact/${c.id}?metric=ventes`, me);
    expect(res.body).toMatchObject({
      metric: 'ventes',
      series: [{ date: daysAgo(40), value: 1000 }, { date: daysAgo(20), value: 1200 }, { date: daysAgo(5), value: 1400 }],
      before: 1000, after: 1400, next_at: addDays(daysAgo(5), 30), followup_days: 30,
    });
    const byMetric = Object.fromEntries(res.body.metrics.map((m: { metric: string }) => [m.metric, m]));
    expect(byMetric.ventes).toMatchObject({ label: 'Ventes du mois', last_value: 1400, last_date: daysAgo(5), due: false });
    expect(byMetric.contacts).toMatchObject({ last_value: 2, next_at: addDays(daysAgo(9), 7), due: true });
    const unknown = await get(`/api/impact/${c.id}?metric=followers`, me);
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe('unknown_metric');
  });

  it('hides a question whose boolean dependency was last answered no', async () => {
    const c = await card();
    const me = await newUser();
    const metricsOf = async () => (await get(`/api/impact/${c.id}`, me)).body.metrics.map((m: { metric: string }) => m.metric);
    expect(await metricsOf()).toContain('visites_site'); // no answer yet: shown
    await post(c, me, { metric: 'a_site', value: true, date: daysAgo(3) });
    expect(await metricsOf()).toContain('visites_site');
    await post(c, me, { metric: 'a_site', value: false });
    expect(await metricsOf()).not.toContain('visites_site');
  });

  it('GET /api/impact/due lists the caller’s due metrics, oldest first, without hidden questions', async () => {
    const c = await card();
    const me = await newUser({ lang: 'en' });
    const other = await newUser();
    await post(c, me, { readings: [
      { value: 1, date: daysAgo(8) }, // due since yesterday
      { metric: 'ventes', value: 1, date: daysAgo(45) }, // due for 15 days
      { metric: 'canal', value: 0, date: daysAgo(2) }, // not due
      { metric: 'a_site', value: false, date: daysAgo(1) },
      { metric: 'visites_site', value: 10, date: daysAgo(60) }, // due but hidden
    ] });
    await post(c, other, { value: 1, date: daysAgo(30) });
    const res = await get('/api/impact/due', me);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { card_id: c.id, card_slug: c.slug, card_title: 'Fiche impact EN', metric: 'ventes', label: 'Monthly sales', next_at: addDays(daysAgo(45), 30) },
      { card_id: c.id, card_slug: c.slug, card_title: 'Fiche impact EN', metric: 'contacts', label: 'Contacts received', next_at: addDays(daysAgo(8), 7) },
    ]);
  });
});

describe('GET /api/impact/{card}/aggregate', () => {
  it('is {enough:false} with 2 other artisans, then the right numbers with 3, never counting the caller', async () => {
    const c = await card({ objectif: { metric_principale: 'ventes' } });
    const me = await newUser();
    // +4 900 %: large, yet within the ±10 000 % a series may claim to count at all (decision 006).
    await post(c, me, { readings: [{ metric: 'ventes', value: 1, date: daysAgo(30) }, { metric: 'ventes', value: 50, date: daysAgo(1) }] });
    const series: [string, [number, number][]][] = [
      ['Alice Martin', [[30, 100], [2, 142]]], // +42 %
      ['Bruno', [[25, 50], [10, 46]]], // -8 %
      ['Chloé', [[20, 10], [5, 10]]], // +0 %
      ['Denis', [[3, 80]]], // one reading: not a contribution
      ['Emma', [[20, 0], [3, 40]]], // before = 0: not a contribution
    ];
    const artisans: TestUser[] = [];
    for (const [name, readings] of series) {
      const u = await newUser({ first_name: name });
      // Named in samples only after saying yes (decision 055; tests/api/impact-sample-consent.test.ts).
      expect((await api('/api/impact/sharing', { method: 'PUT', body: { show_in_samples: true }, token: u.token })).status).toBe(200);
      artisans.push(u);
      const res = await post(c, u, { readings: readings.map(([ago, value]) => ({ metric: 'ventes', value, date: daysAgo(ago) })) });
      expect(res.status).toBe(200);
      if (name === 'Bruno') {
        const two = await get(`/api/impact/${c.id}/aggregate`, me);
        expect(two.status).toBe(200);
        expect(two.body).toEqual({ enough: false });
      }
    }
    const res = await get(`/api/impact/${c.id}/aggregate?metric=ventes`, me);
    expect(res.status).toBe(200);
    // (42 − 8 + 0) / 3 = 11.33… → 11.3; samples newest after first: Alice (2 d), Chloé (5 d), Bruno (10 d)
    expect(res.body).toEqual({
      enough: true,
      count: 3,
      avg_pct: 11.3,
      samples: [
        { name: 'Alice', before: 100, after: 142, delta: '+42%' },
        { name: 'Chloé', before: 10, after: 10, delta: '+0%' },
        { name: 'Bruno', before: 50, after: 46, delta: '-8%' },
      ],
    });
    // Seen by Alice: her own series leaves, mine (+4 900 %) enters.
    const alice = await get(`/impact/${c.slug}/aggregate`, artisans[0]!);
    expect(alice.body).toMatchObject({ enough: true, count: 3, avg_pct: Math.round(((-8 + 0 + 4900) / 3) * 10) / 10 });
    expect(alice.body.samples.map((s: { name: string }) => s.name)).not.toContain('Alice');
    // An open card (no questions) takes any well-formed metric, not a malformed one.
    expect((await get(`/api/impact/${c.id}/aggregate?metric=followers`, me)).body).toEqual({ enough: false });
    const bad = await get(`/api/impact/${c.id}/aggregate?metric=Bad-Metric`, me);
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('unknown_metric');
    const declared = await card();
    const unknown = await get(`/api/impact/${declared.id}/aggregate?metric=followers`, me);
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe('unknown_metric');
  });
});

describe('reminder unsubscribe link', () => {
  it('GET asks for a click and changes nothing; the button and the one-click POST turn reminders off (decision 061)', async () => {
    const secret = readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim();
    const me = await newUser({ lang: 'en' });
    const token = unsubscribeToken(me.user.id, secret);
    const path = `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    const reminders = async () => (await get('/api/notifications/settings', me)).body.reminders;

    // A mail scanner opening the link (twice) switches nothing off.
    for (let i = 0; i < 2; i++) {
      const page = await api(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('<html lang="en">');
      expect(page.text).toContain('Stop the impact reminder emails?');
      expect(page.text).toContain(`<form method="post" action="${path.replaceAll('&', '&amp;')}"`);
    }
    expect(await reminders()).toBe(true);

    // The page's button (a browser POST): a page that says where to switch them back on.
    const button = await api(path, { method: 'POST', rawBody: '', headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() } });
    expect(button.status).toBe(200);
    expect(button.text).toContain('Done: you will no longer receive impact reminder emails.');
    expect(button.text).toContain('href="/en/mon-compte#notifications"');
    expect(await reminders()).toBe(false);

    // Back on from the account's switch; then the RFC 8058 one-click POST of a mail client (no session).
    expect((await api('/api/notifications/settings', { method: 'PUT', body: { reminders: true }, token: me.token })).body.reminders).toBe(true);
    const oneClick = await api(`/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ unsubscribed: true });
    expect(await reminders()).toBe(false);

    const forged = await api(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(me.user.id, 'another-secret-another-secret-0123'))}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('invalide');
    const forgedPost = await api(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(me.user.id, 'another-secret-another-secret-0123'))}`, { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forgedPost.status).toBe(400);
  });
});

describe('with the seeded catalogue', () => {
  it('a first reading takes the action, and the card questions drive defaults, cadences and hiding', async () => {
    const me = await newUser({ lang: 'en' });
    const res = await api('/api/impact/premier-contact-boutique', { body: { readings: [
      { metric: 'a_boutique', value: true, date: daysAgo(2) },
      { value: 420.5, date: daysAgo(2) }, // default metric: objectif.metric_principale = ventes_boutique
      { metric: 'ressenti', value: 2, date: daysAgo(2) }, // "fluide"
    ] }, token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toEqual([
      { metric: 'a_boutique', next_at: addDays(daysAgo(2), 30), followup_days: 30 },
      { metric: 'ventes_boutique', next_at: addDays(daysAgo(2), 7), followup_days: 7 },
      { metric: 'ressenti', next_at: addDays(daysAgo(2), 30), followup_days: 30 },
    ]);
    const actions = await api('/api/my-actions', { token: me.token });
    expect(actions.body).toEqual([expect.objectContaining({ card_slug: 'premier-contact-boutique', status: 'en_cours' })]);
    const view = (await get('/api/impact/premier-contact-boutique', me)).body;
    expect(view.metric).toBe('ventes_boutique');
    expect(view.metrics.map((m: { metric: string }) => m.metric)).toEqual(['a_boutique', 'ventes_boutique', 'visiteurs', 'ressenti']);
    expect(view.metrics[1]).toMatchObject({ label: 'Shop sales over the week', unit: '€', last_value: 420.5 });
    // Options are the labels of the card in the reader's language (the card stores {value, label, label_en}).
    expect(view.metrics[3]).toMatchObject({ type: 'choice', options: ['Difficult', 'Fine', 'Smooth'], last_value: 2 });
    await api('/api/impact/premier-contact-boutique', { body: { metric: 'a_boutique', value: false }, token: me.token });
    const after = (await get('/api/impact/premier-contact-boutique', me)).body;
    expect(after.metrics.map((m: { metric: string }) => m.metric)).toEqual(['a_boutique', 'ressenti']);
    // Legacy indicateurs card.
    const legacy = await api('/api/impact/tableau-ventes-mensuel', { body: { value: 3100 }, token: me.token });
    expect(legacy.body.readings[0].metric).toBe('ventes_mois');
    expect(errorCode(await api('/api/impact/tableau-ventes-mensuel', { body: { metric: 'contacts', value: 1 }, token: me.token }))).toBe('unknown_metric');
  });
});
