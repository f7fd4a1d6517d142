/**
 * The sticky header never covers where the reader was sent: an anchored section (a reading due →
 * `/fiches/…#impact`) and a field reached with the keyboard land below it (global.css
 * `scroll-padding-top`), on a phone in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { newUser } from '../support/api.ts';
import { contextFor, open } from '../support/pages.ts';

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
});
