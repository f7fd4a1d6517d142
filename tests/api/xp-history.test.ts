import { describe, expect, it } from 'vitest';
import { api, newUser } from '../support/api.ts';
import { finishAction } from '../support/finish-action.ts';

describe('GET /api/my-xp-history', () => {
  it('is empty before any validated action, also without the /api prefix', async () => {
    const { token } = await newUser();
    expect(await api('/api/my-xp-history', { token })).toMatchObject({ status: 200, body: [] });
    expect((await api('/my-xp-history', { token })).body).toEqual([]);
  });

  it('lists each validated action of a card with a domain as a gain of 15 XP, newest first, in the caller’s language', async () => {
    const { token } = await newUser({ lang: 'en' });
    expect((await finishAction(token, 'organiser-semaine-atelier')).status).toBe(200); // no domain: no XP
    expect((await finishAction(token, 'offre-entree-de-gamme')).status).toBe(200);
    expect((await finishAction(token, 'revision-tarifs-annuelle')).status).toBe(200);
    const res = await api('/api/my-xp-history', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((g: { card_slug: string }) => g.card_slug)).toEqual(['revision-tarifs-annuelle', 'offre-entree-de-gamme']);
    expect(res.body[0]).toMatchObject({ domain: 'gamme_de_tarifs', domain_label: 'Price range', xp: 15 });
    expect(Date.parse(res.body[0].gained_at)).toBeGreaterThanOrEqual(Date.parse(res.body[1].gained_at));
    const levels = await api('/api/levels', { token });
    expect(res.body.reduce((sum: number, g: { xp: number }) => sum + g.xp, 0)).toBe(levels.body.xp_total);
  });

  it('shows only the caller’s own gains', async () => {
    const mine = await newUser();
    const other = await newUser();
    expect((await finishAction(other.token, 'offre-entree-de-gamme')).status).toBe(200);
    expect((await api('/api/my-xp-history', { token: mine.token })).body).toEqual([]);
  });
});
