/**
 * The sticky header never covers where the reader was sent: an anchored section (a reading due →
 * `/fiches/…#impact`) and a field reached with the keyboard land below it (global.css
 * `scroll-padding-top`), on a phone in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clientAddressHeaders, launchBrowser, pageUrl } from '../support/browser.ts';
import { newUser } from '../support/api.ts';
import { WIDTHS, contextFor, open } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const headerBottom = (page: Page) => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom);

describe('the sticky header', () => {
  it('leaves an anchored section and a field focused backwards in view, below it', async () => {
    const member = await newUser({ role: 'client_essentiel' });
    const context = await contextFor(browser, member, 'phone');
    const page = await context.newPage();
    try {
      await open(page, '/fiches/photos-produit-lumiere-naturelle#impact');
      await page.evaluate(() => document.getElementById('impact')!.scrollIntoView());
      const section = await page.evaluate(() => document.getElementById('impact')!.getBoundingClientRect().top);
      expect(section).toBeGreaterThanOrEqual(await headerBottom(page));

      await open(page, '/mon-compte');
      const fields = page.locator('main input:visible');
      const [previous, next] = [fields.nth(1), fields.nth(2)];
      await next.focus();
      // The previous field sits just under the header; Shift+Tab must bring it out from below.
      const at = await previous.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y - 30), at);
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
      expect(focused).toBeGreaterThanOrEqual(await headerBottom(page));
    } finally {
      await context.close();
    }
  });

  it('shows the label of the first field in error, and never hides a field under the card page’s bottom bar (issue 39)', async () => {
    const member = await newUser({ role: 'client_essentiel' });
    // Signed out: the form's fields start empty.
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: WIDTHS.phone, locale: 'fr-FR' });
    let page = await context.newPage();
    try {
      // The application's first step sent empty: the focus goes to « Prénom », its label in view too.
      await open(page, '/candidature');
      await page.getByRole('button', { name: 'Continuer', exact: true }).click();
      await page.locator('#first_name-error').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('first_name');
      const label = await page.evaluate(() => document.querySelector('label[for="first_name"]')!.getBoundingClientRect().top);
      expect(label).toBeGreaterThanOrEqual(await headerBottom(page));

      // Tab forward through a card on a phone: each control reached stays above the sticky bar (WCAG 2.4.11).
      await context.addCookies([{ name: 'session', value: member.token, url: pageUrl('/') }]);
      page = await context.newPage();
      await open(page, '/fiches/photos-produit-lumiere-naturelle');
      const covered: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const bar = document.querySelector('[data-testid="action-panel"]')!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          const field = el.matches('main input, main select, main textarea, main button') && !el.closest('[data-testid="action-panel"]');
          return { id: el.id || el.textContent?.slice(0, 30), covered: field && box.bottom > bar.top && box.top < bar.bottom };
        });
        if (seen.covered) covered.push(String(seen.id));
      }
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
