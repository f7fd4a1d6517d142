import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { finishAction, prepareAction } from '../support/finish-action.ts';

const put = (token: string, body: unknown) => api('/api/my-actions', { method: 'PUT', token, body });

describe('GET /api/levels', () => {
  it('starts every domain at level 1 with 0 XP, in DOMAINS order, labels in the user language', async () => {
    const { token, user } = await newUser({ lang: 'en' });
    const res = await api('/api/levels', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user_id: user.id,
      xp_total: 0,
      domains: [
        { domain: 'image_de_marque', label: 'Brand image', xp: 0, level: 1, progress: 0, xp_to_next: 30, next_floor: 30 },
        { domain: 'parcours_client', label: 'Customer journey', xp: 0, level: 1, progress: 0, xp_to_next: 30, next_floor: 30 },
        { domain: 'gamme_de_tarifs', label: 'Price range', xp: 0, level: 1, progress: 0, xp_to_next: 30, next_floor: 30 },
      ],
    });
    const fr = await newUser({ lang: 'fr' });
    expect((await api('/levels', { token: fr.token })).body.domains.map((d: any) => d.label)).toEqual([
      'Image de marque',
      'Parcours client',
      'Gamme de tarifs',
    ]);
  });

  it('gives 15 XP per validated action to the card domain, nothing for a card without domain', async () => {
    const { token } = await newUser();
    await put(token, { card_id: 'suivi-apres-achat', data: { canal_suivi: 'email' } }); // en_cours: no XP
    expect((await finishAction(token, 'organiser-semaine-atelier')).status).toBe(200);
    const first = await finishAction(token, 'offre-entree-de-gamme');
    expect(first.body.level_up).toBeNull();
    const second = await finishAction(token, 'revision-tarifs-annuelle');
    expect(second.body.level_up).toEqual({ domain: 'gamme_de_tarifs', label: 'Gamme de tarifs', level: 2 });

    const levels = await api('/api/levels', { token });
    expect(levels.body.xp_total).toBe(30);
    expect(levels.body.domains[2]).toEqual({ domain: 'gamme_de_tarifs', label: 'Gamme de tarifs', xp: 30, level: 2, progress: 0, xp_to_next: 45, next_floor: 75 });
    expect(levels.body.domains[1]).toMatchObject({ xp: 0, level: 1 });
  });

  it('counts parallel validations of one card once (XP 15 exactly)', async () => {
    const { token } = await newUser();
    await prepareAction(token, 'bio-instagram-claire', { nouvelle_bio: 'Tisserande à Lodève' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => put(token, { card_id: 'bio-instagram-claire', status: 'validee', data: { nouvelle_bio: 'Tisserande à Lodève' } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const levels = await api('/api/levels', { token });
    expect(levels.body.xp_total).toBe(15);
    expect(levels.body.domains[0]).toMatchObject({ domain: 'image_de_marque', xp: 15, level: 1, progress: 0.5, xp_to_next: 15 });
    expect((await api('/api/my-actions', { token })).body).toHaveLength(1);
  });

  it('reports one level-up when two cards reach the threshold in parallel', async () => {
    const { token } = await newUser();
    for (const card of ['commande-sur-mesure', 'stand-salon-artisanat']) await prepareAction(token, card);
    const results = await Promise.all(
      ['commande-sur-mesure', 'stand-salon-artisanat'].map((card) => put(token, { card_id: card, status: 'validee' })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.body.level_up !== null)).toHaveLength(1);
    expect((await api('/api/levels', { token })).body.domains[1]).toMatchObject({ xp: 30, level: 2 });
  });

  it('is member-only', async () => {
    const anonymous = await api('/api/levels');
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe('unauthenticated');
    for (const role of ['membre', null]) {
      const { token } = await newUser({ role });
      const res = await api('/api/levels', { token });
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
  });
});
