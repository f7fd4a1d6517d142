/**
 * Impact you can trust: bounds of readings with clear 400s, deleting a reading
 * (rescheduled from the new latest reading, social proof kept consistent), and the language of
 * messages (the account's, or the page's when an island sends x-atelier-lang).
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, type TestUser } from '../support/api.ts';
import { addDays, today } from '#server/platform/dates.ts';

const TZ = process.env.APP_TIMEZONE ?? 'Europe/Paris';
const daysAgo = (n: number) => addDays(today(TZ), -n);

const GUIDE = {
  domain: 'parcours_client',
  objectif: { label: 'Plus de contacts', metric_principale: 'contacts' },
  mesure: {
    questions: [
      { metric: 'contacts', label: 'Contacts', type: 'integer', cadence_jours: 7 },
      { metric: 'taux', label: 'Taux', type: 'percent', cadence_jours: 30 },
      { metric: 'marge', label: 'Marge', type: 'percent', min: -100, max: 100 },
      { metric: 'note', label: 'Note', type: 'number', min: 1, max: 5 },
      { metric: 'ventes', label: 'Ventes', type: 'currency', unit: '€' },
    ],
  },
};

async function card(): Promise<{ id: string; slug: string }> {
  const res = await api('/auth/dev-card', { body: { guide: GUIDE, title: 'Fiche bornes' } });
  expect(res.status).toBe(200);
  return res.body;
}

const post = (c: { id: string }, who: TestUser, body: unknown, headers: Record<string, string> = {}) => api(`/api/impact/${c.id}`, { body, token: who.token, headers });
const del = (c: { id: string }, who: TestUser, query: string) => api(`/api/impact/${c.id}?${query}`, { method: 'DELETE', token: who.token });

describe('reading bounds', () => {
  it.each([
    ['a negative count', { metric: 'contacts', value: -1 }, 0, null, 'Entrez une valeur d’au moins 0.'],
    ['a share above 100 %', { metric: 'taux', value: 101 }, 0, 100, 'Entrez une valeur entre 0 et 100.'],
    ['a margin below its own min', { metric: 'marge', value: -101 }, -100, 100, `Entrez une valeur entre ${new Intl.NumberFormat('fr-FR').format(-100)} et 100.`],
    ['a mark above its own max', { metric: 'note', value: 6 }, 1, 5, 'Entrez une valeur entre 1 et 5.'],
  ])('refuses %s with 400 value_out_of_range naming the bounds', async (_name, reading, min, max, message) => {
    const c = await card();
    const me = await newUser();
    const res = await post(c, me, reading);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('value_out_of_range');
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details).toEqual({ index: 0, formErrors: [], fieldErrors: { value: [message] }, metric: reading.metric, min, max });
  });

  it('accepts values on the bounds, a negative margin and a loss-free currency, and refuses a whole batch for one bad value', async () => {
    const c = await card();
    const me = await newUser();
    const ok = await post(c, me, { readings: [
      { metric: 'contacts', value: 0 }, { metric: 'taux', value: 100 }, { metric: 'marge', value: -40 }, { metric: 'note', value: 1 }, { metric: 'ventes', value: -20 },
    ] });
    expect(ok.status).toBe(200);
    const bad = await post(c, me, { readings: [{ metric: 'contacts', value: 4, date: daysAgo(1) }, { metric: 'taux', value: 250, date: daysAgo(1) }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject({ index: 1, metric: 'taux' });
    const view = await api(`/api/impact/${c.id}`, { token: me.token });
    expect(view.body.series).toEqual([{ date: today(TZ), value: 0, note: null }]); // nothing of the refused batch
    expect(view.body.metrics.map((m: { metric: string; min: unknown; max: unknown }) => [m.metric, m.min, m.max])).toEqual([
      ['contacts', 0, null], ['taux', 0, 100], ['marge', -100, 100], ['note', 1, 5], ['ventes', null, null],
    ]);
  });

  it('answers in English for an English account, and in the page’s language when the island says so', async () => {
    const c = await card();
    const en = await newUser({ lang: 'en' });
    const res = await post(c, en, { metric: 'taux', value: 120 });
    expect(res.body.error.message).toBe('Enter a value between 0 and 100.');
    const onFrenchPage = await post(c, en, { metric: 'taux', value: 120 }, { 'x-atelier-lang': 'fr' });
    expect(onFrenchPage.body.error.message).toBe('Entrez une valeur entre 0 et 100.');
    const ignored = await post(c, en, { metric: 'taux', value: 120 }, { 'x-atelier-lang': 'de' });
    expect(ignored.body.error.message).toBe('Enter a value between 0 and 100.');
  });

  it('gives field errors in the caller’s language, never zod’s English', async () => {
    const c = await card();
    const fr = await newUser({ lang: 'fr' });
    const badDate = await post(c, fr, { value: 1, date: '2026-02-31' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error.details.fieldErrors.date).toEqual(['Entrez une date réelle au format AAAA-MM-JJ.']);
    const longNote = await post(c, fr, { value: 1, note: 'x'.repeat(1001) });
    expect(longNote.body.error.details.fieldErrors.note).toEqual(['1\u202f000 caractères au maximum.']);
    const unknown = await post(c, fr, { value: 1, colour: 'red' });
    expect(unknown.body.error.details.fieldErrors.colour).toEqual(['Ce champ n’existe pas.']);
    const en = await newUser({ lang: 'en' });
    const enDate = await post(c, en, { value: 1, date: 'yesterday' });
    expect(enDate.body.error.details.fieldErrors.date).toEqual(['Enter a real date as YYYY-MM-DD.']);
    const hostile = await post(c, en, JSON.parse('{"value": 1, "__proto__": 2, "constructor": 3}'));
    expect(hostile.status).toBe(400);
    // Refused where the body is read (decision 006): the first reserved key is named.
    expect(Object.keys(hostile.body.error.details.fieldErrors)).toEqual(['constructor']);
  });
});

describe('DELETE /api/impact/{card}?metric=&date=', () => {
  it('deletes one reading and reschedules from the new latest reading', async () => {
    const c = await card();
    const me = await newUser();
    await post(c, me, { readings: [
      { metric: 'contacts', value: 2, date: daysAgo(20) }, { metric: 'contacts', value: 5, date: daysAgo(10) }, { metric: 'contacts', value: 9, date: daysAgo(3) },
    ] });
    const res = await del(c, me, `metric=contacts&date=${daysAgo(3)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: { metric: 'contacts', date: daysAgo(3) }, schedule: { metric: 'contacts', next_at: addDays(daysAgo(10), 7), followup_days: 7 } });
    const view = await api(`/api/impact/${c.id}?metric=contacts`, { token: me.token });
    expect(view.body).toMatchObject({ series: [{ date: daysAgo(20), value: 2 }, { date: daysAgo(10), value: 5 }], before: 2, after: 5, next_at: addDays(daysAgo(10), 7) });
    // Due again (10 days ago + 7 ≤ today): the dashboard list follows.
    const due = await api('/api/impact/due', { token: me.token });
    expect(due.body.map((d: { metric: string; next_at: string }) => [d.metric, d.next_at])).toEqual([['contacts', addDays(daysAgo(10), 7)]]);
  });

  it('defaults to the card’s main metric, and a series left empty is due for its first reading again', async () => {
    const c = await card();
    const me = await newUser();
    await post(c, me, { value: 4, date: daysAgo(1) });
    const res = await del(c, me, `date=${daysAgo(1)}`);
    expect(res.status).toBe(200);
    expect(res.body.schedule).toEqual({ metric: 'contacts', next_at: null, followup_days: 7 });
    const view = await api(`/api/impact/${c.id}`, { token: me.token });
    expect(view.body).toMatchObject({ series: [], before: null, after: null, next_at: null });
    expect(view.body.metrics[0]).toMatchObject({ metric: 'contacts', due: true, last_value: null });
    expect((await api('/api/impact/due', { token: me.token })).body).toEqual([]);
  });

  it('keeps the social proof consistent: a deleted reading leaves the others’ aggregate', async () => {
    const c = await card();
    const others = await Promise.all([1, 2, 3].map(() => newUser()));
    for (const [i, other] of others.entries()) {
      await post(c, other, { readings: [{ value: 10, date: daysAgo(30) }, { value: 10 + 5 * (i + 1), date: daysAgo(2) }] });
    }
    const reader = await newUser();
    const before = await api(`/api/impact/${c.id}/aggregate`, { token: reader.token });
    expect(before.body).toMatchObject({ enough: true, count: 3, avg_pct: 100 });
    // The third artisan deletes their latest reading: one reading left, no longer a contribution.
    expect((await del(c, others[2]!, `metric=contacts&date=${daysAgo(2)}`)).status).toBe(200);
    expect((await api(`/api/impact/${c.id}/aggregate`, { token: reader.token })).body).toEqual({ enough: false });
    // Correcting (posting again on a date) and re-adding brings it back with the new value.
    await post(c, others[2]!, { value: 40, date: daysAgo(1) });
    expect((await api(`/api/impact/${c.id}/aggregate`, { token: reader.token })).body).toMatchObject({ enough: true, count: 3, avg_pct: 150 });
  });

  it('answers 404 reading_not_found, 400 for bad input, and never touches another artisan’s readings', async () => {
    const c = await card();
    const me = await newUser();
    const other = await newUser();
    await post(c, other, { value: 3, date: daysAgo(2) });
    for (const res of [await del(c, me, `metric=contacts&date=${daysAgo(2)}`), await del(c, other, `metric=contacts&date=${daysAgo(3)}`)]) {
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('reading_not_found');
    }
    expect((await api(`/api/impact/${c.id}`, { token: other.token })).body.series).toHaveLength(1);
    for (const [query, code] of [
      ['metric=contacts', 'validation_failed'],
      ['metric=contacts&date=2026-02-31', 'validation_failed'],
      [`metric=nope&date=${daysAgo(2)}`, 'unknown_metric'],
      [`metric=contacts&date=${daysAgo(2)}&extra=1`, 'validation_failed'],
    ] as const) {
      const res = await del(c, other, query);
      expect(res.status, query).toBe(400);
      expect(errorCode(res)).toBe(code);
    }
    expect((await api(`/api/impact/no-such-card?date=${daysAgo(2)}`, { method: 'DELETE', token: me.token })).status).toBe(404);
    expect((await api(`/api/impact/${c.id}?date=${daysAgo(2)}`, { method: 'DELETE' })).status).toBe(401);
    const membre = await newUser({ role: 'membre' });
    expect((await del(c, membre, `date=${daysAgo(2)}`)).status).toBe(403);
    // Through the /api-less alias too.
    expect((await api(`/impact/${c.id}?date=${daysAgo(2)}`, { method: 'DELETE', token: other.token })).status).toBe(200);
  });
});
