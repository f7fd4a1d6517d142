/**
 * The harness itself (decision 041): a page changed by one injected style no longer matches, so a
 * screenshot test cannot pass by accident (blank captures, a threshold too loose, a size ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { openPage, screenshot } from './support/visual-pages.ts';
import { comparePngs, SCREENSHOT_DIR, updating } from './support/screenshots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the screenshot comparison', () => {
  it('passes the same page twice, and fails it once one style rule changed its heading', async () => {
    const page = await openPage(browser, { path: '/mentions-legales', lang: 'fr', width: 1366 });
    try {
      const before = await screenshot(page);
      expect(comparePngs(before, await screenshot(page)).ok).toBe(true);
      // The committed baseline of this page matches too (unless this run is writing baselines).
      const baseline = join(SCREENSHOT_DIR, 'legal-notice.fr.1366.png');
      if (!updating() && existsSync(baseline)) expect(comparePngs(readFileSync(baseline), before).message).toBe('same');

      await page.addStyleTag({ content: 'main h1 { color: rgb(0, 110, 60) !important; }' });
      const changed = comparePngs(before, await screenshot(page));
      expect(changed.ok).toBe(false);
      expect(changed.diffPixels).toBeGreaterThan(100);

      // One pixel of spacing moves everything under it: a different size or many pixels.
      await page.addStyleTag({ content: 'main h1 { color: inherit !important; margin-top: 1px !important; }' });
      expect(comparePngs(before, await screenshot(page)).ok).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});
