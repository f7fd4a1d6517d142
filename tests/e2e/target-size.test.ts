/**
 * Target size (WCAG 2.2 SC 2.5.8, issue 39: "20 px text buttons"): on the main signed-in pages at
 * 390 px, in French and English, every visible `button`, `[role=button]`, `a.button` and input
 * button is at least 24 × 24 CSS px, text buttons styled as links (`.link-button`) included.
 *
 * Exempt, as the SC allows: a target *inline in a sentence* (display `inline` inside text that is
 * more than the target itself), whose height the line of text sets. Not exempt: a link-styled
 * button alone on its line or in a list ("Tout marquer comme lu", "Afficher 2 de plus", the
 * missing items of a card), which can be made bigger without changing any sentence. Visually
 * hidden elements (1 px, for screen readers) are not targets one can point at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl } from '../support/browser.ts';
import { api, newUser, type TestUser } from '../support/api.ts';
import { loadCatalogue } from '../support/card-form.ts';
import { contextFor } from '../support/pages.ts';
import { publishRequest, reply } from '../support/collaboration.ts';

const MIN = 24;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loads a page and waits for its islands loaded at once (not every page has one). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(pageUrl(path), { waitUntil: 'networkidle' });
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island[client="load"]')].every((island) => !island.hasAttribute('ssr')));
}

interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/** The visible targets under 24 × 24 px that are not inline in a sentence. */
function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = "button, [role='button'], a.button, input[type='submit'], input[type='button'], input[type='reset']";
    const small: SmallTarget[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, for screen readers
      if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
      const own = (el.textContent ?? '').trim();
      const around = (el.parentElement?.textContent ?? '').trim();
      if (getComputedStyle(el).display === 'inline' && around.length > own.length) continue; // inline in a sentence
      const name = el.getAttribute('aria-label') ?? own;
      small.push({ target: `<${el.tagName.toLowerCase()} class="${el.className}"> ${name.slice(0, 60)}`, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
    }
    return small;
  }, MIN);
}

describe('every button is at least 24 × 24 px at 390 px (WCAG 2.2 SC 2.5.8)', () => {
  let member: TestUser;
  let admin: TestUser;
  let pages: Record<string, string>;
  beforeAll(async () => {
    member = await newUser({ role: 'client_premium', first_name: 'Malo' });
    admin = await newUser({ role: 'admin', first_name: 'Basile' });
    const catalogue = await loadCatalogue(member.token);
    const card = catalogue.find((c) => c.questions.length > 1 && c.domain)!;
    expect((await api('/api/my-actions', { token: member.token, body: { card_id: card.id } })).status).toBe(201);
    const parcours = (await api('/api/parcours', { token: member.token })).body[0].id;
    await api(`/api/parcours/${parcours}/start`, { token: member.token, body: {} });
    // Four replies to a request of Malo's: four notices, so « Tout marquer comme lu » and « Afficher 1 de plus ».
    const request = await publishRequest(member.token, 'Tasses et sous-tasses en grès');
    for (const name of ['Hugo', 'Camille', 'Léa', 'Nina']) await reply((await newUser({ role: 'client_premium', first_name: name })).token, request);
    pages = { home: '/mes-actions', catalogue: '/catalogue', card: `/fiches/${card.slug}`, parcours: '/mes-parcours', path: `/mes-parcours/${parcours}`, collaborations: '/collaborations', account: '/mon-compte', invoices: '/mes-factures' };
  });

  it.each(['fr', 'en'] as const)('artisan pages, %s', async (lang) => {
    const context = await contextFor(browser, member, 'phone', lang);
    const page = await context.newPage();
    const prefix = lang === 'en' ? '/en' : '';
    const found: Record<string, SmallTarget[]> = {};
    for (const [name, path] of Object.entries(pages)) {
      await open(page, `${prefix}${path}`);
      if (name === 'home') await page.getByTestId('notices').waitFor();
      if (name === 'card') await page.getByTestId('action-panel').waitFor();
      found[name] = await smallTargets(page);
      // The text buttons the report measured at 20 px are there to be measured.
      if (name === 'home' || name === 'path') expect(await page.locator('.link-button:visible').count(), name).toBeGreaterThan(0);
      if (name === 'path') {
        // « Quitter ce parcours », then its « Non » beside « Oui, quitter ».
        await page.locator('.parcours-leave .link-button').click();
        found['path, asking to leave'] = await smallTargets(page);
      }
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, small]) => small.length > 0))).toEqual({});
    await context.close();
  });

  it.each(['fr', 'en'] as const)('staff pages, %s', async (lang) => {
    const context = await contextFor(browser, admin, 'phone', lang);
    const page = await context.newPage();
    const prefix = lang === 'en' ? '/en' : '';
    const found: Record<string, SmallTarget[]> = {};
    for (const path of ['/admin/candidatures', '/admin/membres', '/admin/themes']) {
      await open(page, `${prefix}${path}`);
      found[path] = await smallTargets(page);
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, small]) => small.length > 0))).toEqual({});
    await context.close();
  });
});
