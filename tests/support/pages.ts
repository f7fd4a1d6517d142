/**
 * Helpers of the artisan-page end-to-end tests: opening a page and waiting for its island,
 * screenshots to look at (test-results/screens/), layout checks at a phone and a desktop width.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageUrl, clientAddressHeaders } from './browser.ts';
import { baseUrl, type TestUser } from './api.ts';
import type { Lang } from '#i18n/lang.ts';

export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
export const SCREENS_DIR = join(process.cwd(), 'test-results', 'screens');

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(pageUrl(path));
  await page.locator('[data-hydrated="true"]').first().waitFor();
}

/** A browser context signed in as `account` (session cookie), at a width, in the page's language. */
export async function contextFor(browser: Browser, account: TestUser, size: keyof typeof WIDTHS, lang: Lang = 'fr'): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), viewport: WIDTHS[size], locale: lang === 'en' ? 'en-GB' : 'fr-FR' });
  await context.addCookies([{ name: 'session', value: account.token, url: baseUrl() }]);
  return context;
}

/** Saves a screenshot under test-results/screens/ (looked at by people, not compared): the whole page, or what the window shows. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage });
}

/** No horizontal scrolling of the page itself, and a compact header. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scroll, inner, header } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    header: document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0,
  }));
  expect(scroll, 'page wider than the window').toBeLessThanOrEqual(inner);
  expect(header, 'header height').toBeLessThanOrEqual(72);
}
