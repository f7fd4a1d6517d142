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
    const signIn = (await api('/connexion', { headers: { accept: 'text/html' } })).text;
    expect(description(signIn)).toMatch(/artisans/);
    // The faces painted first are preloaded, so they do not swap in after the first paint (CLS).
    expect(signIn.match(/<link rel="preload" href="\/_astro\/[\w.-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous">/g)).toHaveLength(4);
    const card = (await api('/api/cards/recit-atelier', { token, headers: { 'x-atelier-lang': 'fr' } })).body;
    const html = (await api('/fiches/recit-atelier', { cookie, headers: { accept: 'text/html' } })).text;
    expect(description(html)).toBe(card.summary.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });
});
