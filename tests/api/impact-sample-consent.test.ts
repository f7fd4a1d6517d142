/**
 * Peers are named in the impact samples only with their consent (decisions §5, decision 055):
 * a member who said no (or never answered) never appears in another's samples, one who said yes
 * does, switching back removes her at once; everyone counts in `count` and `avg_pct`; a money
 * metric's named sample is an order of magnitude, never the euros.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, type TestUser } from '../support/api.ts';
import { QUESTIONS_GUIDE } from '../support/impact-fixtures.ts';
import { addDays, today } from '#server/platform/dates.ts';

const daysAgo = (n: number) => addDays(today(process.env.APP_TIMEZONE ?? 'Europe/Paris'), -n);

async function card(): Promise<{ id: string; slug: string }> {
  const res = await api('/auth/dev-card', { body: { guide: QUESTIONS_GUIDE, title: 'Fiche consentement', translations: { en: { title: 'Consent card' } } } });
  expect(res.status).toBe(200);
  return res.body;
}

const sharing = (who: TestUser) => api('/api/impact/sharing', { token: who.token });
const answer = (who: TestUser, show: boolean) => api('/api/impact/sharing', { method: 'PUT', body: { show_in_samples: show }, token: who.token });
const aggregate = async (c: { id: string }, who: TestUser, metric = 'contacts') => {
  const res = await api(`/api/impact/${c.id}/aggregate?metric=${metric}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body;
};
const names = (body: { samples?: { name: string }[] }) => (body.samples ?? []).map((s) => s.name).sort();

/** An artisan with a series on the card: contacts 10 → 10 + gain, ventes before → after. */
async function artisan(c: { id: string }, first_name: string, gain: number, ventes: [number, number] = [1000, 1200]): Promise<TestUser> {
  const user = await newUser({ role: 'client_premium', first_name });
  const readings = [
    { metric: 'contacts', value: 10, date: daysAgo(30) },
    { metric: 'contacts', value: 10 + gain, date: daysAgo(2) },
    { metric: 'ventes', value: ventes[0], date: daysAgo(30) },
    { metric: 'ventes', value: ventes[1], date: daysAgo(2) },
  ];
  const res = await api(`/api/impact/${c.id}`, { body: { readings }, token: user.token });
  expect(res.status).toBe(200);
  return user;
}

describe('GET/PUT /api/impact/sharing', () => {
  it('starts at no, unanswered; records each answer with its time', async () => {
    const me = await newUser({ role: 'client_essentiel' });
    expect((await sharing(me)).body).toEqual({ show_in_samples: false, answered_at: null });
    const before = Date.now();
    const yes = await answer(me, true);
    expect(yes.status).toBe(200);
    expect(yes.body.show_in_samples).toBe(true);
    expect(Date.parse(yes.body.answered_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await sharing(me)).body).toEqual(yes.body);
    const no = await answer(me, false);
    expect(no.body.show_in_samples).toBe(false);
    expect(Date.parse(no.body.answered_at)).toBeGreaterThanOrEqual(Date.parse(yes.body.answered_at));
    expect((await sharing(me)).body).toEqual(no.body);
  });

  it('is for a signed-in user; a refused answer is 400', async () => {
    expect((await api('/api/impact/sharing')).status).toBe(401);
    expect((await api('/api/impact/sharing', { method: 'PUT', body: { show_in_samples: true } })).status).toBe(401);
    const me = await newUser({ role: null });
    // A prospect (or a former member) can still answer: withdrawing must never be out of reach.
    expect((await answer(me, false)).status).toBe(200);
    for (const body of [{}, { show_in_samples: 'yes' }, { show_in_samples: 1 }, { show_in_samples: true, other: 1 }]) {
      const res = await api('/api/impact/sharing', { method: 'PUT', body, token: me.token });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
    expect((await sharing(me)).body.show_in_samples).toBe(false);
  });
});

describe('samples follow the answer (decisions §5)', () => {
  it('names a yes, never a no nor the unanswered; everyone counts; switching back removes her at once', async () => {
    const c = await card();
    const lea = await artisan(c, 'Léa Garnier', 2);
    const camille = await artisan(c, 'Camille', 4);
    const hugo = await artisan(c, 'Hugo', 6);
    const malo = await newUser({ role: 'client_premium', first_name: 'Malo' });
    expect((await answer(lea, true)).status).toBe(200);
    expect((await answer(camille, false)).status).toBe(200);
    // Hugo never answers.

    const first = await aggregate(c, malo);
    // (20 + 40 + 60) / 3: all three count, only Léa is named.
    expect(first).toEqual({ enough: true, count: 3, avg_pct: 40, samples: [{ name: 'Léa', before: 10, after: 12, delta: '+20%' }] });
    expect(await aggregate(c, malo)).toEqual(first); // cached from here

    // Camille says yes: she appears on the very next read.
    await answer(camille, true);
    expect(names(await aggregate(c, malo))).toEqual(['Camille', 'Léa']);
    // Léa switches back: gone at once, still counted.
    await answer(lea, false);
    const after = await aggregate(c, malo);
    expect(names(after)).toEqual(['Camille']);
    expect(after).toMatchObject({ count: 3, avg_pct: 40 });
    // Seen by Hugo, who never answered: the others, Léa still unnamed, himself never.
    const forHugo = await aggregate(c, hugo);
    expect(forHugo).toMatchObject({ enough: false });
    expect(JSON.stringify(await aggregate(c, camille))).not.toContain('Léa');
  });

  it('a money metric: named samples are rounded to one significant figure, the change exact', async () => {
    const c = await card();
    const people = [await artisan(c, 'Léa', 1, [900, 1100]), await artisan(c, 'Camille', 1, [1800, 2450]), await artisan(c, 'Hugo', 1, [3200, 3900])];
    for (const who of people) expect((await answer(who, true)).status).toBe(200);
    const malo = await newUser({ role: 'client_premium', first_name: 'Malo' });
    const body = await aggregate(c, malo, 'ventes');
    expect(body).toMatchObject({ enough: true, count: 3, avg_pct: 26.7 });
    const byName = Object.fromEntries(body.samples.map((s: { name: string }) => [s.name, s]));
    expect(byName).toEqual({
      Léa: { name: 'Léa', before: 900, after: 1000, delta: '+22%' },
      Camille: { name: 'Camille', before: 2000, after: 2000, delta: '+36%' },
      Hugo: { name: 'Hugo', before: 3000, after: 4000, delta: '+22%' },
    });
    expect(JSON.stringify(body)).not.toMatch(/1100|1800|2450|3200|3900/);
  });
});
