/** Every page has a meta description in its language (decision 019; Lighthouse SEO "document has a meta description"). */
import { describe, expect, it } from 'vitest';
import { api, newUser } from '../support/api.ts';

const description = (html: string) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? null;

describe('meta description', () => {
  it('is on the signed-in pages in the page language, the card summary on a card page', async () => {
    const { token } = await newUser({ role: 'client_premium' });
    const cookie = `session=${token}`;
    for (const path of ['/mes-actions', '/catalogue', '/mes-parcours', '/mon-compte', '/mes-factures', '/collaborations']) {
      const fr = description((await api(path, { cookie, headers: { accept: 'text/html' } })).text);
      expect(fr ?? `none on ${path}`, path).toMatch(/artisans/);
      const en = description((await api(`/en${path}`, { cookie, headers: { accept: 'text/html' } })).text);
      expect(en ?? `none on ${path}`, path).toMatch(/craftspeople|card|path/i);
    }
    expect(description((await api('/connexion', { headers: { accept: 'text/html' } })).text)).toMatch(/artisans/);
    const card = (await api('/api/cards/recit-atelier', { token, headers: { 'x-atelier-lang': 'fr' } })).body;
    const html = (await api('/fiches/recit-atelier', { cookie, headers: { accept: 'text/html' } })).text;
    expect(description(html)).toBe(card.summary.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });
});
