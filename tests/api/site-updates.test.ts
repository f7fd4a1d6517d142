import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { addDays, today } from '#server/platform/dates.ts';

const day = (offset: number) => addDays(today('Europe/Paris'), offset);

describe('site updates', () => {
  it('are written by admin and responsable and read by members from their publication day on', async () => {
    const admin = await newUser({ role: 'admin', first_name: 'Alix' });
    const responsable = await newUser({ role: 'responsable' });
    const published = await api('/api/site-updates', { token: admin.token, body: { title: '  Nouvelles fiches  ', description: 'Trois fiches sur les prix.', published_on: day(-1) } });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ title: 'Nouvelles fiches', description: 'Trois fiches sur les prix.', published_on: day(-1), scheduled: false });
    const todayOnes = await api('/api/site-updates', { token: responsable.token, body: { title: 'Aujourd’hui', description: 'Sans date : aujourd’hui.' } });
    expect(todayOnes.status).toBe(201);
    expect(todayOnes.body.published_on).toBe(day(0));
    const future = await api('/api/site-updates', { token: admin.token, body: { title: 'Bientôt', description: 'Plus tard.', published_on: day(3) } });
    expect(future.body.scheduled).toBe(true);

    const member = await newUser({ role: 'client_essentiel' });
    const list = await api('/api/site-updates?limit=100', { token: member.token });
    expect(list.status).toBe(200);
    const ids = list.body.map((u: { id: string }) => u.id);
    expect(ids).toContain(published.body.id);
    expect(ids).toContain(todayOnes.body.id);
    expect(ids).not.toContain(future.body.id);
    // newest publication day first
    const days = list.body.map((u: { published_on: string }) => u.published_on);
    expect([...days].sort().reverse()).toEqual(days);
    expect(list.body.find((u: { id: string }) => u.id === published.body.id).author_name).toBe('Alix');

    const all = await api('/api/site-updates?scope=all&limit=100', { token: admin.token });
    expect(all.body.map((u: { id: string }) => u.id)).toContain(future.body.id);
    expect((await api('/api/site-updates?scope=all', { token: member.token })).status).toBe(403);
  });

  it('carry an optional English title and text; English pages show them, or the French marked lang="fr"', async () => {
    const admin = await newUser({ role: 'admin' });
    const stamp = Date.now();
    const both = await api('/api/site-updates', { token: admin.token, body: { title: `Nouvelles fiches ${stamp}`, description: `Trois fiches ${stamp}.`, title_en: ` New cards ${stamp} `, description_en: `Three cards ${stamp}.` } });
    expect(both.status).toBe(201);
    expect(both.body).toMatchObject({ title_en: `New cards ${stamp}`, description_en: `Three cards ${stamp}.` });
    const frOnly = await api('/api/site-updates', { token: admin.token, body: { title: `Seulement en français ${stamp}`, description: `Texte français ${stamp}.`, title_en: '' } });
    expect(frOnly.body).toMatchObject({ title_en: null, description_en: null });
    expect((await api('/api/site-updates', { token: admin.token, body: { title: 't', description: 'd', title_en: 'x'.repeat(141) } })).status).toBe(400);

    const member = await newUser({ role: 'client_premium', lang: 'en' });
    const cookie = `session=${member.token}`;
    const en = (await api('/en/nouveautes', { cookie, headers: { accept: 'text/html' } })).text;
    expect(en).toContain(`New cards ${stamp}`);
    expect(en).toContain(`Three cards ${stamp}.`);
    expect(en).not.toContain(`Nouvelles fiches ${stamp}`);
    expect(en).toMatch(new RegExp(`<h2 lang="fr"[^>]*>Seulement en français ${stamp}</h2>`));
    expect(en).toMatch(new RegExp(`<p class="update-text" lang="fr"[^>]*>Texte français ${stamp}\\.</p>`));
    const fr = (await api('/nouveautes', { cookie: `session=${(await newUser({ role: 'client_premium' })).token}`, headers: { accept: 'text/html' } })).text;
    expect(fr).toContain(`Nouvelles fiches ${stamp}`);
    expect(fr).not.toContain(`New cards ${stamp}`);
  });

  it('refuses writers without the role, readers without membership, and bad input', async () => {
    expect((await api('/api/site-updates')).status).toBe(401);
    expect((await api('/api/site-updates', { body: { title: 't', description: 'd' } })).status).toBe(401);
    for (const role of ['client_essentiel', 'client_premium', null]) {
      const user = await newUser({ role });
      const res = await api('/api/site-updates', { token: user.token, body: { title: 't', description: 'd' } });
      expect(res.status, String(role)).toBe(403);
    }
    const prospect = await newUser({ role: null });
    expect((await api('/api/site-updates', { token: prospect.token })).status).toBe(403);

    const admin = await newUser({ role: 'admin' });
    const cases: [unknown, string][] = [
      [{ description: 'd' }, 'title'],
      [{ title: '', description: 'd' }, 'title'],
      [{ title: 'x'.repeat(141), description: 'd' }, 'title'],
      [{ title: 't' }, 'description'],
      [{ title: 't', description: 'd', published_on: '2026-02-31' }, 'published_on'],
      [{ title: 't', description: 'd', published_on: 'demain' }, 'published_on'],
      [{ title: 't', description: 'd', published_on: 20260101 }, 'published_on'],
      [{ title: 1e308, description: 'd' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await api('/api/site-updates', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.details.fieldErrors)).toContain(field);
    }
    const unknownKey = await api('/api/site-updates', { token: admin.token, body: { title: 't', description: 'd', constructor: 'x' } });
    expect(unknownKey.status).toBe(400);
    expect((await api('/api/site-updates?limit=0', { token: admin.token })).status).toBe(400);
    expect((await api('/api/site-updates?scope=other', { token: admin.token })).status).toBe(400);
  });

  it('can be deleted by staff only', async () => {
    const admin = await newUser({ role: 'admin' });
    const created = await api('/api/site-updates', { token: admin.token, body: { title: 'Coquille', description: 'À supprimer.' } });
    const member = await newUser({ role: 'client_premium' });
    expect((await api(`/api/site-updates/${created.body.id}`, { method: 'DELETE', token: member.token })).status).toBe(403);
    const responsable = await newUser({ role: 'responsable' });
    const removed = await api(`/api/site-updates/${created.body.id}`, { method: 'DELETE', token: responsable.token });
    expect(removed.status).toBe(204);
    const again = await api(`/api/site-updates/${created.body.id}`, { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(404);
    expect(errorCode(again)).toBe('site_update_not_found');
    expect((await api('/api/site-updates/not-a-uuid', { method: 'DELETE', token: admin.token })).status).toBe(404);
    expect((await api(`/api/site-updates/${created.body.id}`, { method: 'PUT', token: admin.token, body: {} })).status).toBe(405);
  });
});
