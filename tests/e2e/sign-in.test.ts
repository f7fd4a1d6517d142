import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage, clientAddressHeaders } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in in a real browser', () => {
  it('signs in with a password through the page and lands on the home page, greeted by first name', async () => {
    const { page, account, context } = await signedInPage(browser, { first_name: 'Solène' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bonjour Solène\u202f!');
    expect(await page.getByTestId('dev-bar').textContent()).toContain(account.user.email);
    await context.close();
  });

  it('shows an error for a wrong password without leaving the page', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders() });
    const page = await context.newPage();
    await page.goto(pageUrl('/connexion'));
    await page.locator('[data-hydrated="true"]').waitFor();
    await page.getByLabel('Adresse e-mail').first().fill('nobody@example.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    await page.getByRole('alert').getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
    expect(page.url()).toContain('/connexion');
    await context.close();
  });
});
