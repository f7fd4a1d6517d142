import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { finishAction } from '../support/finish-action.ts';

const start = (token: string, id: string) => api(`/api/parcours/${id}/start`, { method: 'POST', token, body: {} });

describe('parcours', () => {
  it('lists the seeded parcours with status and progress', async () => {
    const { token } = await newUser();
    const res = await api('/api/parcours', { token });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    for (const p of res.body) {
      expect(Object.keys(p).sort()).toEqual(['card_count', 'description', 'id', 'progress', 'status', 'title']);
      expect(p.status).toBeNull();
      expect(p.progress).toEqual({ done: 0, total: p.card_count });
    }
  });

  it('gives a parcours with its cards in order, progress and has_other_active', async () => {
    const { token } = await newUser({ lang: 'en' });
    expect((await finishAction(token, 'palette-couleurs-marque', { palette: ['#aa5533'] })).status).toBe(200);
    const res = await api('/api/parcours/premiers-pas-image', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'premiers-pas-image',
      title: 'First steps: an image that looks like you',
      status: null,
      has_other_active: false,
      progress: { done: 1, total: 3, fraction: 1 / 3 },
    });
    expect(res.body.cards.map((c: any) => [c.slug, c.status])).toEqual([
      ['photos-produit-lumiere-naturelle', null],
      ['palette-couleurs-marque', 'validee'],
      ['recit-atelier', null],
    ]);
    expect(Object.keys(res.body.cards[0]).sort()).toEqual(['domain', 'id', 'slug', 'status', 'title']);
  });

  it('caps a client_essentiel at one active parcours; starting again is idempotent', async () => {
    const { token } = await newUser({ role: 'client_essentiel' });
    const first = await start(token, 'des-prix-justes');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: 'des-prix-justes', status: 'actif', has_other_active: false });
    expect((await start(token, 'des-prix-justes')).status).toBe(200);

    const second = await start(token, 'clients-fideles');
    expect(second.status).toBe(409);
    expect(errorCode(second)).toBe('parcours_limit');
    const other = await api('/api/parcours/clients-fideles', { token });
    expect(other.body).toMatchObject({ status: null, has_other_active: true });
    const list = await api('/api/parcours', { token });
    expect(list.body.filter((p: any) => p.status === 'actif').map((p: any) => p.id)).toEqual(['des-prix-justes']);
  });

  it('never lets parallel starts pass the cap', async () => {
    const { token } = await newUser({ role: 'client_essentiel' });
    const results = await Promise.all(['premiers-pas-image', 'des-prix-justes', 'clients-fideles'].map((id) => start(token, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  });

  it('does not cap a client_premium, and a finished parcours frees the slot', async () => {
    const premium = await newUser({ role: 'client_premium' });
    for (const id of ['premiers-pas-image', 'des-prix-justes']) expect((await start(premium.token, id)).status).toBe(200);
    expect((await api('/api/parcours/des-prix-justes', { token: premium.token })).body.has_other_active).toBe(true);

    const { token } = await newUser({ role: 'client_essentiel' });
    expect((await start(token, 'clients-fideles')).status).toBe(200);
    expect((await finishAction(token, 'premier-contact-boutique', { a_boutique: false })).status).toBe(200);
    expect((await finishAction(token, 'commande-sur-mesure')).status).toBe(200);
    expect((await finishAction(token, 'suivi-apres-achat', { canal_suivi: 'carte_manuscrite' })).status).toBe(200);
    const done = await api('/api/parcours/clients-fideles', { token });
    expect(done.body).toMatchObject({ status: 'termine', progress: { done: 3, total: 3, fraction: 1 } });
    expect((await start(token, 'des-prix-justes')).status).toBe(200);
  });

  it('lets a member leave an active parcours: the Essentiel slot is free again, the actions stay', async () => {
    const { token } = await newUser({ role: 'client_essentiel' });
    const leave = (id: string) => api(`/api/parcours/${id}/leave`, { method: 'POST', token, body: {} });
    expect((await start(token, 'des-prix-justes')).status).toBe(200);
    expect((await api('/api/my-actions', { method: 'PUT', token, body: { card_id: 'offre-entree-de-gamme', data: {} } })).status).toBe(200);
    expect((await start(token, 'clients-fideles')).status).toBe(409);
    const left = await leave('des-prix-justes');
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ id: 'des-prix-justes', status: null });
    expect((await leave('des-prix-justes')).body.status).toBeNull(); // again: nothing changes
    expect((await api('/api/my-actions', { token })).body.map((a: any) => a.card_slug)).toContain('offre-entree-de-gamme');
    expect((await start(token, 'clients-fideles')).status).toBe(200);
    const unknown = await leave('nope');
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('parcours_not_found');
  });

  it('answers 404 parcours_not_found for an unknown parcours', async () => {
    const { token } = await newUser();
    for (const res of [await api('/api/parcours/nope', { token }), await start(token, 'nope')]) {
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('parcours_not_found');
    }
  });

  it('is member-only', async () => {
    expect((await api('/api/parcours')).status).toBe(401);
    expect((await api('/parcours/des-prix-justes')).status).toBe(401);
    expect((await start('', 'des-prix-justes')).status).toBe(401);
    for (const role of ['membre', null]) {
      const { token } = await newUser({ role });
      expect((await api('/api/parcours', { token })).status).toBe(403);
      expect((await api('/api/parcours/des-prix-justes', { token })).status).toBe(403);
      expect((await start(token, 'des-prix-justes')).status).toBe(403);
    }
  });
});
