/**
 * Opening a page the same way for every screenshot (decision 041): the browser's clock fixed at
 * VISUAL_NOW, Paris time, reduced motion, the signed-in person's session cookie set directly
 * (the sign-in page has its own e2e tests), then wait until the network is idle, the fonts
 * (@fontsource, self-hosted) are loaded and the images decoded.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { VISUAL_NOW } from './visual-constants.ts';
import type { Lang } from '#i18n/lang.ts';

export const WIDTHS = [390, 1366] as const;

/**
 * Hidden from every screenshot: the development bar (its build id changes with each build; it
 * is absent in production), transitions, animations and the caret.
 */
export const SCREENSHOT_STYLE = `
  .dev-bar { display: none !important; }
  /* The sticky header's height is fractional (about 60.5 px): its border fell on row 59 or 60 from
     one run to the next. A whole number of pixels keeps it in place. */
  .site-header { height: 61px !important; box-sizing: border-box !important; }
  *, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
`;

export async function openPage(browser: Browser, options: { path: string; lang: Lang; width: number; token?: string; localStorage?: Record<string, string>; sessionStorage?: Record<string, string>; reload?: boolean; ready?: string; click?: string | string[] }): Promise<Page> {
  const base = inject('baseUrl');
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    locale: options.lang === 'en' ? 'en-GB' : 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    // The pages' CSP (hashed styles) would refuse the screenshot stylesheet and injected styles.
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.78.${options.width % 250}.${options.lang === 'en' ? 2 : 1}` },
  });
  if (options.token) await context.addCookies([{ name: 'session', value: options.token, url: base }]);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(VISUAL_NOW));
  if (options.localStorage) {
    await page.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.localStorage);
  }
  if (options.sessionStorage) {
    await page.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }, options.sessionStorage);
  }
  await page.goto(`${base}${options.path}`, { waitUntil: 'networkidle' });
  // The landings' fonts are `font-display: optional`: a first visit may paint the fallback (a race).
  // Visited again in the same context, they come from the cache and are always used.
  if (options.reload) await page.reload({ waitUntil: 'networkidle' });
  // Applied before the page settles, so the capture never re-lays it out (a 1 px header shift).
  await page.addStyleTag({ content: SCREENSHOT_STYLE });
  await settle(page);
  if (options.ready) await page.locator(options.ready).first().waitFor();
  for (const selector of typeof options.click === 'string' ? [options.click] : (options.click ?? [])) {
    await page.locator(selector).first().click();
    await settle(page);
  }
  await stableHeight(page);
  return page;
}

/** Fonts loaded, images decoded, islands hydrated, two frames painted. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would never load (nor decode) in a full-page capture: load them all.
    const timeout = () => new Promise((r) => setTimeout(r, 5_000));
    for (const img of document.images) img.loading = 'eager';
    await Promise.race([Promise.all([...document.images].map((img) => img.decode().catch(() => null))), timeout()]);
    // The page's Date is fixed: time the wait with performance.now(). Astro drops `ssr` from an
    // island once hydrated; wait for those that hydrate at load.
    const deadline = performance.now() + 10_000;
    const pending = () => document.querySelector('astro-island[ssr][client="load"], astro-island[ssr][client="idle"]');
    while (pending() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.waitForLoadState('networkidle');
}

/** Islands that load their data after hydration grow the page: wait until its height holds 600 ms. */
async function stableHeight(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 15_000;
    let last = -1;
    let since = performance.now();
    while (performance.now() < deadline) {
      const height = document.documentElement.scrollHeight;
      if (height !== last) {
        last = height;
        since = performance.now();
      } else if (performance.now() - since > 600) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  await page.waitForLoadState('networkidle');
}

export async function screenshot(page: Page, options: { mask?: string[]; element?: string } = {}): Promise<Buffer> {
  const mask: Locator[] = (options.mask ?? []).map((selector) => page.locator(selector));
  const shot = { animations: 'disabled', caret: 'hide', style: SCREENSHOT_STYLE, mask, maskColor: '#ff00ff', scale: 'css' } as const;
  // A section alone: the sticky header and action bar would be drawn over it where it scrolled to.
  const overlays = '.site-header, .action-panel { visibility: hidden !important; }';
  if (options.element) return page.locator(options.element).first().screenshot({ ...shot, style: `${SCREENSHOT_STYLE}\n${overlays}` });
  return page.screenshot({ ...shot, fullPage: true });
}
