/**
 * The notices of "Mon atelier" and the email switches of /mon-compte in a browser (decision 016):
 * a reply to one's request appears on the dashboard, links to the request, and leaves the list
 * once marked read (for good: a reload does not bring it back); a switch turned off on the
 * account page is what the API then answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { publishRequest, reply } from '../support/collaboration.ts';
import { wcagViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notifications in the browser', () => {
  it('a reply shows on the dashboard, links to its request, and is dismissed for good', async () => {
    const { context, page, account } = await signedInPage(browser, { first_name: 'Camille', lang: 'fr' });
    const requestId = await publishRequest(account.token, 'Lampes en grès');
    const hugo = await newUser({ first_name: 'Hugo' });
    const lina = await newUser({ first_name: 'Lina' });
    await reply(hugo.token, requestId);
    await reply(lina.token, requestId);

    await page.goto(pageUrl('/mes-actions'));
    await page.locator('[data-hydrated="true"]').first().waitFor();
    const notices = page.getByTestId('notices');
    await expect.poll(() => notices.locator('.notice-item').count()).toBe(2);
    const link = notices.getByRole('link', { name: 'Lina a répondu à votre demande «\u00a0Lampes en grès\u00a0»' });
    expect(await link.getAttribute('href')).toBe(`/collaborations/demandes/${requestId}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await wcagViolations(page)).toEqual([]);
      // The next section's heading does not touch the last notice (issue 39's walk at 390 px).
      const gap = await page.evaluate(() => document.querySelector('.home-grid')!.getBoundingClientRect().top - document.querySelector('[data-testid="notices"]')!.getBoundingClientRect().bottom);
      expect(gap, `${width}px`).toBeGreaterThanOrEqual(24);
    }

    await notices.getByRole('button', { name: 'Marquer comme lue — Lina a répondu à votre demande «\u00a0Lampes en grès\u00a0»' }).click();
    await expect.poll(() => notices.locator('.notice-item').count()).toBe(1);
    await page.reload();
    await page.locator('[data-hydrated="true"]').first().waitFor();
    await expect.poll(() => page.getByTestId('notices').locator('.notice-item').count()).toBe(1);
    await expect.poll(() => page.getByTestId('notices').textContent()).toContain('Hugo a répondu');
    await context.close();
  });

  it('a switch on /en/mon-compte turns that kind of email off', async () => {
    const { context, page, account } = await signedInPage(browser, { first_name: 'Ada', lang: 'en' });
    await page.goto(pageUrl('/en/mon-compte'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    const box = page.getByLabel('My partner answered the questionnaire');
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByText('Preference saved.').waitFor();
    expect((await api('/api/notifications/settings', { token: account.token })).body).toEqual({ reply: true, match: true, answers: false, contract: true, reminders: true });
    await page.reload();
    await page.locator('.account[data-hydrated="true"]').waitFor();
    expect(await page.getByLabel('My partner answered the questionnaire').isChecked()).toBe(false);
    await context.close();
  });
});
