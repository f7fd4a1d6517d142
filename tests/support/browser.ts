/**
 * Playwright (playwright-core) driving Debian's Chromium, with a sign-in fixture that goes through
 * the real sign-in page (password form) as a person would.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { newUser, type TestUser } from './api.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let contextCount = 0;
/**
 * A distinct client address for each browser context (test servers trust one proxy hop), so the
 * per-address limits (sign-ins, applications) count each test on its own, as the API tests do with
 * their own addresses: a whole e2e run from 127.0.0.1 would otherwise exceed them.
 */
export function clientAddressHeaders(): Record<string, string> {
  contextCount += 1;
  return { 'x-forwarded-for': `10.${150 + (process.pid % 100)}.${Math.floor(contextCount / 250) % 250}.${(contextCount % 250) + 1}` };
}

export function pageUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

/**
 * Creates a fresh account with a password, signs in through /connexion, and returns the page
 * on the landing page (the actions page).
 */
export async function signedInPage(
  browser: Browser,
  options: { role?: string; first_name?: string; lang?: 'fr' | 'en' } = {},
): Promise<{ context: BrowserContext; page: Page; account: TestUser; password: string }> {
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  const account = await newUser({ role: options.role ?? 'client_premium', first_name: options.first_name, lang: options.lang, password });
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: options.lang === 'en' ? 'en-GB' : 'fr-FR' });
  const page = await context.newPage();
  await page.goto(pageUrl(options.lang === 'en' ? '/en/connexion' : '/connexion'));
  await page.locator('[data-hydrated="true"]').waitFor();
  await page.getByLabel(options.lang === 'en' ? 'Email address' : 'Adresse e-mail', { exact: true }).first().fill(account.user.email);
  await page.getByLabel(options.lang === 'en' ? 'Password' : 'Mot de passe', { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL(/mes-actions/),
    page.getByRole('button', { name: options.lang === 'en' ? 'Sign in' : 'Se connecter' }).first().click(),
  ]);
  return { context, page, account, password };
}
