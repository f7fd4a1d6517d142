import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('parcours in a real browser', () => {
  it('starts one parcours, then says the Essentiel cap before any click on a second, and lists the cards of a parcours', async () => {
    const { page, account, context } = await signedInPage(browser, { role: 'client_essentiel' });
    const list = (await api('/api/parcours', { token: account.token })).body as { id: string; title: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [first, second] = list as [{ id: string; title: string }, { id: string; title: string }];

    await page.goto(pageUrl('/mes-parcours'));
    await page.locator('[data-hydrated="true"]').waitFor();
    const tile = (id: string) => page.locator(`[data-parcours="${id}"]`);
    await tile(first.id).getByRole('button', { name: 'Commencer ce parcours' }).click();
    await tile(first.id).getByText('Parcours commencé.').waitFor();
    await tile(first.id).getByText('En cours').waitFor();
    // The cap is said before any click, naming the parcours in progress and the ways out (issue 39).
    const limit = page.getByTestId('parcours-limit');
    await limit.getByText(`terminez ou quittez «\u00a0${first.title}\u00a0» pour en commencer un autre`, { exact: false }).waitFor();
    expect(await limit.getByRole('link', { name: 'Voir le parcours en cours' }).getAttribute('href')).toBe(`/mes-parcours/${first.id}`);
    expect(await limit.getByRole('link', { name: /formule Premium/ }).getAttribute('href')).toBe('/#block-formules');
    expect(await tile(second.id).getByRole('button', { name: 'Commencer ce parcours' }).count()).toBe(0);
    expect((await api(`/api/parcours/${second.id}`, { token: account.token })).body.status).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    await tile(first.id).getByRole('link', { name: first.title }).click();
    await page.waitForURL(new RegExp(`/mes-parcours/${first.id}$`));
    const detail = (await api(`/api/parcours/${first.id}`, { token: account.token })).body;
    const links = await page.locator('.parcours-cards li a').allTextContents();
    expect(links).toEqual(detail.cards.map((c: { title: string }) => c.title));
    expect(await page.locator('.parcours-cards li').first().getAttribute('data-slug')).toBe(detail.cards[0].slug);
    expect(await seriousViolations(page)).toEqual([]);

    const missing = await page.goto(pageUrl('/mes-parcours/nope'));
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});
