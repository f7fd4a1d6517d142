/**
 * Every sign-in method in a real browser, under the Content-Security-Policy: the page must hydrate
 * and work with no CSP violation, and `?next=` must never take the browser off-site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, pageUrl, clientAddressHeaders } from '../support/browser.ts';
import { newUser } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page that records every CSP violation (console message or securitypolicyviolation event). */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to execute (CSP ${event.violatedDirective}) ${event.blockedURI}`);
    });
  });
  return { context, page, violations };
}

async function openSignIn(page: Page, query = ''): Promise<void> {
  await page.goto(pageUrl(`/connexion${query}`));
  await page.locator('[data-hydrated="true"]').waitFor();
}

async function mailTo(email: string): Promise<string> {
  const dir = join(inject('dataDir'), 'outbox');
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let i = 0; i < 100; i++) {
    const file = (await readdir(dir).catch(() => [] as string[])).find((f) => f.endsWith(`-${safe}.eml`));
    if (file) return (await readFile(join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${email}`);
}

const onActionsPage = async (page: Page) => {
  await page.waitForURL(/\/mes-actions$/);
  expect(new URL(page.url()).origin).toBe(new URL(inject('baseUrl')).origin);
  // The home ("Mon atelier") greets by first name, whatever the sign-in method.
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Bonjour/);
};

describe('each sign-in method in a real browser, under the CSP', () => {
  it('password, with ?next= pointing off-site: lands on our actions page', async () => {
    const password = 'a-long-e2e-password';
    const { user } = await newUser({ password });
    const { context, page, violations } = await watchedPage();
    await openSignIn(page, '?next=' + encodeURIComponent('/\\evil.example'));
    await page.getByLabel('Adresse e-mail', { exact: true }).first().fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await Promise.all([page.waitForURL(/\/mes-actions$/), page.getByRole('button', { name: 'Se connecter' }).first().click()]);
    await onActionsPage(page);
    expect(violations).toEqual([]);
    // The policy is really enforced (and watched): an injected inline script does not run.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await context.close();
  });

  it('magic link: the form sends it, the link from the mail signs in', async () => {
    const { user } = await newUser();
    const { context, page, violations } = await watchedPage();
    await openSignIn(page);
    await page.locator('#magic-email').fill(user.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Si un compte existe pour cette adresse').waitFor();
    const link = /https?:\/\/[^\s"<>]+\/auth\/magic\?token=[A-Za-z0-9_-]+/.exec(await mailTo(user.email))![0];
    await page.goto(pageUrl(new URL(link).pathname + new URL(link).search));
    await onActionsPage(page);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('Google (local fake provider): the button goes through the provider and back', async () => {
    const email = `google-${Date.now()}@example.test`;
    await fetch(`${inject('fakeGoogleUrl')}/__identity`, {
      method: 'POST',
      body: JSON.stringify({ sub: `sub-${Date.now()}`, email, given_name: 'Gwen', email_verified: true }),
    });
    const { context, page, violations } = await watchedPage();
    await openSignIn(page);
    await Promise.all([page.waitForURL(/\/mes-actions$/), page.getByRole('link', { name: 'Continuer avec Google' }).click()]);
    // A Google account without a member role is a prospect: signed in, on our actions page.
    expect(new URL(page.url()).origin).toBe(new URL(inject('baseUrl')).origin);
    expect(await page.getByTestId('dev-bar').textContent()).toContain(email);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('test account picker (development)', async () => {
    const { context, page, violations } = await watchedPage();
    await openSignIn(page);
    await page.locator('#test-email').selectOption({ index: 0 });
    await Promise.all([page.waitForURL(/\/mes-actions$/), page.locator('#test-email').locator('xpath=ancestor::form').getByRole('button').click()]);
    await onActionsPage(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});
