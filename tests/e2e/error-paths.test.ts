/**
 * Every failure a person can meet on the card page is told in the page's language — even for an
 * account set to the other language — and nothing typed is lost: a bad value (field error, focus
 * on the field), a network failure (kept on the device, saved when the network is back), an
 * expired session (a sign-in link that comes back to the form and its draft).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { loadCatalogue, type Field } from '../support/card-form.ts';
import { contextFor, open, screenshot } from '../support/pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = {
  fr: {
    start: 'Commencer cette action',
    save: 'Enregistrer',
    saved: /Enregistré à \d\d:\d\d/,
    atMost: (n: number) => `Entrez une valeur d’au plus ${n}.`,
    network: 'Pas de connexion\u00a0: rien n’a été envoyé. Ce que vous avez saisi reste sur cet appareil\u202f; réessayez dès que le réseau revient.',
    expired: 'Votre session a expiré.',
    signInAgain: 'Se reconnecter',
    kept: 'Ce que vous avez saisi vous attendra ici.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    restored: 'Nous avons retrouvé des modifications',
    share: 'Entrez une valeur entre 0 et 100.',
    submitReading: 'Enregistrer le relevé',
  },
  en: {
    start: 'Start this action',
    save: 'Save',
    saved: /Saved at \d\d:\d\d/,
    atMost: (n: number) => `Enter a value of at most ${n}.`,
    network: 'No connection: nothing was sent. What you typed stays on this device; try again once the network is back.',
    expired: 'Your session has expired.',
    signInAgain: 'Sign in again',
    kept: 'What you typed will be waiting for you here.',
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    restored: 'We found changes you had not saved',
    share: 'Enter a value between 0 and 100.',
    submitReading: 'Save the reading',
  },
} as const;

describe('error paths in the page’s language', () => {
  it.each(['fr', 'en'] as const)('%s: bad value, offline, expired session — told in the page’s language, nothing lost', async (lang) => {
    const t = TEXTS[lang];
    const prefix = lang === 'en' ? '/en' : '';
    const password = `pw-${Math.random().toString(36).slice(2)}-long`;
    // The account speaks the other language: the page's language must win.
    const account = await newUser({ role: 'client_premium', lang: lang === 'en' ? 'fr' : 'en', password });
    const catalogue = await loadCatalogue(account.token);
    const card = catalogue.find((c) => c.fields.some((f) => f.type === 'number' && f.max !== undefined && !f.show_if))!;
    const field = card.fields.find((f: Field) => f.type === 'number' && f.max !== undefined && !f.show_if)!;
    const context = await contextFor(browser, account, lang === 'en' ? 'phone' : 'desktop', lang);
    const page = await context.newPage();
    let token = account.token;
    const stored = async () => (await api('/api/my-actions', { token })).body.find((a: { card_slug: string }) => a.card_slug === card.slug)?.data?.[field.key];

    await open(page, `${prefix}/fiches/${card.slug}`);
    const panel = page.getByTestId('action-panel');
    const status = page.getByTestId('form-status');
    await panel.getByRole('button', { name: t.start }).click();
    await expect.poll(() => panel.getByTestId('action-status').textContent()).toBe(lang === 'en' ? 'In progress' : 'En cours');
    const input = page.locator(`#field-${field.key}`);

    // 1. A value out of bounds: the server's field error, in the page's language, by the field;
    // an explicit save that fails puts the focus on it.
    await input.fill(String(field.max! + 1));
    await page.locator(`#field-${field.key}-error`).getByText(t.atMost(field.max!)).waitFor();
    await page.locator('h1').click();
    await panel.getByRole('button', { name: t.save, exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`field-${field.key}`);
    await input.fill('5');
    await status.getByText(t.saved).waitFor();
    expect(await stored()).toBe(5);

    // 2. Offline: said plainly, kept on the device, saved by itself when the network is back.
    await context.setOffline(true);
    await input.fill('6');
    await status.locator('[data-error-kind="network"]').getByText(t.network).waitFor();
    await screenshot(page, `error-offline-${lang}`, false);
    await context.setOffline(false);
    await status.getByText(t.saved).waitFor();
    expect(await stored()).toBe(6);

    // 3. The session ends (signed out everywhere): a sign-in link that brings the draft back.
    expect((await api('/auth/logout', { token: account.token, body: { everywhere: true } })).status).toBe(200);
    await input.fill('7');
    const expired = status.locator('[data-error-kind="session"]');
    await expired.getByText(t.expired).waitFor();
    await expired.getByText(t.kept).waitFor();
    await screenshot(page, `error-session-${lang}`, false);
    await Promise.all([page.waitForURL(/\/connexion\?next=/), expired.getByRole('link', { name: t.signInAgain }).click()]);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/connexion`);
    await page.locator('[data-hydrated="true"]').waitFor();
    await page.getByLabel(t.email, { exact: true }).first().fill(account.user.email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await Promise.all([page.waitForURL(new RegExp(`${prefix}/fiches/${card.slug}$`)), page.getByRole('button', { name: t.signIn }).first().click()]);
    await page.locator('[data-card-id][data-hydrated="true"]').waitFor();
    token = (await context.cookies()).find((c) => c.name === 'session')!.value;
    expect(await page.locator(`#field-${field.key}`).inputValue()).toBe('7');
    await status.getByText(t.restored).waitFor();
    await status.getByText(t.saved).waitFor();
    await expect.poll(stored).toBe(7);

    // Leaving with a change the server refused asks first: it cannot go as the page closes. (A
    // change that can be sent goes then, as a keepalive request, without a question: decision 038,
    // tests/e2e/account-life-phone.test.ts.)
    await input.fill(String(field.max! + 1));
    await page.locator(`#field-${field.key}-error`).getByText(t.atMost(field.max!)).waitFor();
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.type()); void d.dismiss(); }));
    await page.close({ runBeforeUnload: true });
    expect(await Promise.race([asked, new Promise((resolve) => setTimeout(() => resolve('no question within 15 s'), 15_000))])).toBe('beforeunload');
    const page2 = await context.newPage();

    // 4. A reading out of bounds is refused before sending, in the page's language.
    const measured = catalogue.find((c) => c.questions.some((q) => q.type === 'percent' && q.max === undefined && q.min === undefined && !q.depends_on_metric))!;
    const share = measured.questions.find((q) => q.type === 'percent' && q.max === undefined && !q.depends_on_metric)!;
    await page2.goto(pageUrl(`${prefix}/fiches/${measured.slug}`));
    const form = page2.locator('.reading-form');
    await form.locator(`#reading-${share.metric}`).fill('150');
    await form.getByRole('button', { name: t.submitReading }).click();
    await form.getByText(t.share).waitFor();
    await expect.poll(() => page2.evaluate(() => document.activeElement?.id)).toBe(`reading-${share.metric}`);
    await context.close();
  });
});
