/**
 * Playwright (playwright-core) driving Debian's Chromium, with a sign-in fixture that goes through
 * the real sign-in page (password form) as a person would.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { newUser, type TestUser } from './api.ts';
import { SERVICE_COOKIES } from '#i18n/legal-cookies.ts';
import type { Lang } from '#i18n/lang.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Cookie honesty (decisions 022 and 027): every browser of the e2e suite records the
 * names of the cookies it is given — each `Set-Cookie` the server answers, and what the context
 * holds when it closes (a script could set one too). Closing the browser fails the test file when
 * any name is not in SERVICE_COOKIES, the list the privacy page prints; so no e2e test can pass
 * while the service sets a cookie the page does not list. (tests/api/legal-pages.test.ts checks
 * the other direction: every listed cookie is really set.)
 */
function watchCookies(browser: Browser): Browser {
  const seen = new Set<string>();
  const pending: Promise<unknown>[] = [];
  const fromHeader = (value: string) => value.split('=', 1)[0]!.trim();
  const collect = async (context: BrowserContext) => {
    for (const c of await context.cookies().catch(() => [])) seen.add(c.name);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.on('response', (response) => {
      pending.push(response.headerValues('set-cookie').then((values) => values.flatMap((v) => v.split('\n')).forEach((v) => seen.add(fromHeader(v))), () => undefined));
    });
    const close = context.close.bind(context);
    context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
      await collect(context);
      return close(...closeArgs);
    };
    return context;
  };
  const closeBrowser = browser.close.bind(browser);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    for (const context of browser.contexts()) await collect(context);
    await Promise.all(pending);
    await closeBrowser(...args);
    const listed = new Set(SERVICE_COOKIES.map((c) => c.name));
    const unlisted = [...seen].filter((name) => name && !listed.has(name));
    if (unlisted.length > 0) throw new Error(`cookies set but not listed in SERVICE_COOKIES (src/i18n/legal-cookies.ts) nor on the privacy page: ${unlisted.join(', ')}`);
  };
  return browser;
}

export async function launchBrowser(): Promise<Browser> {
  return watchCookies(await launchChromium());
}

function launchChromium(): Promise<Browser> {
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

/**
 * Each file (a process of its own) starts at a random point of 10.150.0.0–10.249.255.255: from
 * `pid % 100`, as before, two files met and shared their addresses' rate limits.
 */
let nextContext = Math.floor(Math.random() * 100 * 0x1_00_00);
/**
 * A distinct client address for each browser context (test servers trust one proxy hop), so the
 * per-address limits (sign-ins, applications) count each test on its own, as the API tests do with
 * their own addresses: a whole e2e run from 127.0.0.1 would otherwise exceed them.
 */
export function clientAddressHeaders(): Record<string, string> {
  nextContext = (nextContext + 1) % (100 * 0x1_00_00);
  return { 'x-forwarded-for': `10.${150 + (nextContext >> 16)}.${(nextContext >> 8) & 0xff}.${nextContext & 0xff}` };
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
  options: { role?: string; first_name?: string; lang?: Lang } = {},
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
