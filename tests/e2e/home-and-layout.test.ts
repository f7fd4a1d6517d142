/**
 * The home page says what to do next, and every artisan page works on a phone (390 px) and a
 * desktop (1366 px) in both languages: no horizontal scroll, a compact header, the card's
 * save/finish controls always in view, no axe violation of the WCAG 2.2 AA rules. Screenshots
 * land in test-results/screens/ for people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { loadCatalogue, wcagViolations } from '../support/card-form.ts';
import { WIDTHS, contextFor, expectFitsWidth, open, screenshot } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page', () => {
  it('greets a new artisan, offers one starter card per domain, and follows what they start', async () => {
    const account = await newUser({ role: 'client_essentiel', first_name: 'Inès' });
    const context = await contextFor(browser, account, 'phone');
    const page = await context.newPage();
    await open(page, '/mes-actions');
    expect(await page.locator('h1').textContent()).toBe('Bonjour Inès\u202f!');
    const starters = page.getByTestId('starters').locator('li');
    expect(await starters.count()).toBe(3);
    expect(new Set(await starters.evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-domain'))))).toEqual(new Set(['image_de_marque', 'parcours_client', 'gamme_de_tarifs']));
    for (const domain of ['image_de_marque', 'parcours_client', 'gamme_de_tarifs']) {
      await page.getByTestId(`level-${domain}`).getByText('Premiers pas').waitFor();
    }

    // Start a starter card with measures, and a parcours.
    const catalogue = await loadCatalogue(account.token);
    const slug = await starters.evaluateAll((tiles, withQuestions) => tiles.map((t) => t.getAttribute('data-slug')!).find((s) => withQuestions.includes(s))!, catalogue.filter((c) => c.questions.length > 0).map((c) => c.slug));
    const card = catalogue.find((c) => c.slug === slug)!;
    await starters.filter({ has: page.locator(`[href$="/fiches/${slug}"]`) }).locator('a.tile-link').click();
    await page.locator('[data-card-id][data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Commencer cette action' }).click();
    await expect.poll(() => page.getByTestId('action-status').textContent()).toBe('En cours');
    const parcours = (await api('/api/parcours', { token: account.token })).body[0];
    expect((await api(`/api/parcours/${parcours.id}/start`, { token: account.token, body: {} })).status).toBe(200);

    await open(page, '/mes-actions');
    const title = (await api(`/api/cards/${slug}`, { token: account.token })).body.title;
    await page.getByTestId('continue').getByRole('link', { name: title }).waitFor();
    if (card.checklist.length > 0) await page.getByTestId('continue').getByText(`0/${card.checklist.length} étape`).waitFor();
    // The first reading of a taken card is due now (its "before" value).
    const due = page.getByTestId('due-now').locator('li[data-first="true"]', { hasText: title });
    await due.getByText('premier relevé, votre point de départ').waitFor();
    const detail = (await api(`/api/parcours/${parcours.id}`, { token: account.token })).body;
    const next = detail.cards.find((c: { status: string | null }) => c.status !== 'validee');
    await page.getByTestId('home-parcours').getByRole('link', { name: next.title }).waitFor();
    expect(await page.getByTestId('starters').count()).toBe(0);
    await context.close();
  });

  it('is where the former dashboard address leads', async () => {
    const account = await newUser();
    const context = await contextFor(browser, account, 'desktop', 'en');
    const page = await context.newPage();
    await open(page, '/en/tableau-de-bord');
    expect(new URL(page.url()).pathname).toBe('/en/mes-actions');
    expect(await page.locator('h1').textContent()).toMatch(/^Hello/);
    await context.close();
  });
});

describe('every artisan page at 390 and 1366 px, in French and English', () => {
  let account: Awaited<ReturnType<typeof newUser>>;
  let pages: Record<string, string>;
  beforeAll(async () => {
    account = await newUser({ role: 'client_premium', first_name: 'Malo' });
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.questions.length > 1 && c.domain)!;
    const done = catalogue.find((c) => c !== card && c.domain && c.checklist.every((i) => !i.requires_proof))!;
    expect((await api('/api/my-actions', { token: account.token, body: { card_id: card.id } })).status).toBe(201);
    await api(`/api/impact/${card.slug}`, { token: account.token, body: { metric: card.questions[0]!.metric, value: card.questions[0]!.type === 'boolean' ? true : 3 } });
    const parcours = (await api('/api/parcours', { token: account.token })).body[0].id;
    await api(`/api/parcours/${parcours}/start`, { token: account.token, body: {} });
    expect((await api('/api/my-actions', { token: account.token, method: 'POST', body: { card_id: done.id } })).status).toBe(201);
    pages = { home: '/mes-actions', catalogue: '/catalogue', card: `/fiches/${card.slug}`, parcours: '/mes-parcours', path: `/mes-parcours/${parcours}` };
  });

  const cases = (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).flatMap((size) => (['fr', 'en'] as const).map((lang) => [size, lang] as const));
  it.each(cases)('%s, %s: fits the width, compact header, no WCAG 2.2 AA violation; the card keeps its actions in view', async (size, lang) => {
    const context = await contextFor(browser, account, size, lang);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      await open(page, `${lang === 'en' ? '/en' : ''}${path}`);
      if (name === 'card') await page.locator('.metric-panel').first().waitFor();
      await expectFitsWidth(page);
      expect(await wcagViolations(page), `${name} ${size} ${lang}`).toEqual([]);
      await screenshot(page, `${name}-${size}-${lang}`);
      if (name === 'card') {
        // Scrolled deep into the page, the save/finish panel is still on screen.
        await page.mouse.wheel(0, 2500);
        await expect.poll(async () => {
          const box = await page.getByTestId('action-panel').boundingBox();
          return box !== null && box.y >= 0 && box.y + Math.min(box.height, 120) <= WIDTHS[size].height;
        }).toBe(true);
      }
    }
    await context.close();
  });
});
