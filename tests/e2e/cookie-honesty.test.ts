/**
 * The e2e suite's cookie honesty guard (tests/support/browser.ts, decision 027) really fails: a
 * cookie that is not in SERVICE_COOKIES makes closing the browser throw; the service's own
 * cookies (a sign-in through the page) do not.
 */
import { describe, expect, it } from 'vitest';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';

describe('cookie honesty in the browser', () => {
  it('passes with the service’s own cookies after a sign-in and a few pages', async () => {
    const browser = await launchBrowser();
    const { context, page } = await signedInPage(browser, { role: 'client_essentiel' });
    for (const path of ['/catalogue', '/confidentialite', '/en/privacy', '/cgv']) await page.goto(pageUrl(path));
    expect((await context.cookies()).map((c) => c.name)).toEqual(['session']);
    await context.close();
    await expect(browser.close()).resolves.toBeUndefined();
  });

  it('fails the file when anything sets a cookie the privacy page does not list', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(pageUrl('/confidentialite'));
    await page.evaluate(() => {
      document.cookie = 'tracker=1; path=/';
    });
    await expect(browser.close()).rejects.toThrow(/not listed in SERVICE_COOKIES.*tracker/);
  });
});
