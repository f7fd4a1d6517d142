/**
 * "Mes données" and "Supprimer mon compte" on /mon-compte in a browser (decision 026): the member
 * asks for the archive, downloads it once (a real ZIP), then deletes the account with the password
 * (a wrong one is told in the page's language); the sections pass axe at 390 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { wcagViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('personal data on the account page', () => {
  it('asks for the archive, downloads it once, then deletes the account (fr)', async () => {
    const { context, page, account, password } = await signedInPage(browser, { first_name: 'Zélie', lang: 'fr' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl('/mon-compte'));
    await page.locator('#mes-donnees').scrollIntoViewIfNeeded();
    await page.locator('.my-data[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Préparer mon archive' }).click();
    // The panel follows the export by itself (decision 038): nothing to press.
    await page.getByRole('link', { name: 'Télécharger mon archive' }).waitFor({ timeout: 10_000 });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await wcagViolations(page)).toEqual([]);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mon archive' }).click()]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await page.getByText('Téléchargement lancé').waitFor();

    const deletion = page.getByTestId('delete-account');
    await deletion.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
    await page.getByLabel('Je comprends que la suppression est définitive.').check();
    await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await page.getByText('Mot de passe incorrect').waitFor();
    expect((await api('/api/me', { token: account.token })).status).toBe(200);
    await deletion.getByLabel('Mot de passe actuel').fill(password);
    await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await page.waitForURL(/\/compte-supprime$/);
    await page.getByRole('heading', { level: 1, name: 'Votre compte est supprimé' }).waitFor();
    expect((await api('/api/me', { token: account.token })).status).toBe(401);
    await page.goto(pageUrl('/mon-compte'));
    expect(page.url()).toMatch(/\/connexion\?next=/);
    await context.close();
  });

  it('tells what is erased and kept, in English', async () => {
    const { context, page } = await signedInPage(browser, { first_name: 'Ada', lang: 'en' });
    await page.goto(pageUrl('/en/mon-compte'));
    await page.locator('#supprimer-mon-compte').scrollIntoViewIfNeeded();
    await page.locator('.my-data[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Tick the box to confirm.').waitFor();
    await page.getByRole('heading', { name: 'What is kept, and why' }).waitFor();
    expect(await page.locator('#supprimer-mon-compte').textContent()).toContain('Code de commerce, article L123-22');
    await context.close();
  });
});
