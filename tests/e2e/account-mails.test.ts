/**
 * The account's emails in a browser (decision 061): on /mon-compte at 390 px in French, the address
 * is shown, a new one asked, confirmed from the link of the captured mail (or cancelled), the language of the emails and the reminders switch are saved, and the
 * emails that cannot be turned off are listed with why; the unsubscribe link of a reminder asks
 * for a click before it turns anything off, then leads to the switch that turns it back on.
 * Screenshots at 390 and 1366 px, French and English, for people to look at.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api, newUser } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { SCREENS_DIR, WIDTHS, contextFor, expectFitsWidth, screenshot } from '../support/pages.ts';
import { wcagViolations } from '../support/card-form.ts';
import { unsubscribeToken } from '#server/learning/impact/unsubscribe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the emails of an account, on /mon-compte', () => {
  it('at 390 px in French: a new address asked then cancelled, English emails chosen, reminders off, the always-sent emails explained', async () => {
    const { context, page, account, password } = await signedInPage(browser, { first_name: 'Léa', lang: 'fr' });
    await page.setViewportSize(WIDTHS.phone);
    await page.goto(pageUrl('/mon-compte'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    expect(await page.getByTestId('account-email-current').textContent()).toBe(account.user.email);

    // The language of the emails: saved as soon as it is chosen.
    await page.getByLabel('Langue de vos e-mails').selectOption('en');
    await page.getByText('Langue des e-mails enregistrée.').waitFor();
    expect((await api('/api/me', { token: account.token })).body.lang).toBe('en');

    // The reminders switch, beside the collaboration ones.
    const reminders = page.getByLabel('Les rappels de mesure d’impact (quand noter les nouvelles mesures d’une action)');
    expect(await reminders.isChecked()).toBe(true);
    await reminders.uncheck();
    await page.getByTestId('notification-settings').getByText('Préférence enregistrée.').waitFor();
    expect((await api('/api/notifications/settings', { token: account.token })).body.reminders).toBe(false);
    await page.getByText('E-mails toujours envoyés').click();
    const always = page.getByTestId('always-mails');
    expect(await always.textContent()).toContain('Les factures\u00a0: nous devons vous remettre chaque facture (article 289 du Code général des impôts).');

    await expectFitsWidth(page);
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'account-mails-fr-390');

    // A new address: asked with the password, shown as pending; the address itself does not change yet.
    const newEmail = `moved-${Date.now()}@test.atelier.local`;
    const section = page.getByTestId('account-email');
    await section.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await section.getByLabel('Mot de passe actuel').fill(password);
    await page.getByRole('button', { name: 'Changer l’adresse' }).click();
    await page.getByText(`Un lien vient d’être envoyé à ${newEmail}.`, { exact: false }).waitFor();
    expect(await page.getByTestId('account-email-pending-address').textContent()).toBe(newEmail);
    expect(await page.getByTestId('account-email-current').textContent()).toBe(account.user.email);

    // Still signed in (asking ends no session): a reload shows the choices kept and the pending address.
    await page.reload();
    await page.locator('.account[data-hydrated="true"]').waitFor();
    expect(await page.getByTestId('account-email-pending-address').textContent()).toBe(newEmail);
    expect(await page.getByLabel('Langue de vos e-mails').inputValue()).toBe('en');
    expect(await page.getByLabel('Les rappels de mesure d’impact (quand noter les nouvelles mesures d’une action)').isChecked()).toBe(false);
    await expectFitsWidth(page);
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'account-email-pending-fr-390');
    await page.getByTestId('account-email').screenshot({ path: join(SCREENS_DIR, 'account-email-pending-section-fr-390.png') });

    // Cancelled: the pending address goes, and so does its link.
    await page.getByRole('button', { name: 'Annuler le changement' }).click();
    await page.getByText('Le changement d’adresse est annulé', { exact: false }).waitFor();
    expect(await page.getByTestId('account-email-pending').count()).toBe(0);
    expect((await api('/api/me', { token: account.token })).body.email).toBe(account.user.email);
    await context.close();
  });

  it('at 390 px in French: the link of the captured mail asks, confirms, and the account shows the new address', async () => {
    const { context, page, account, password } = await signedInPage(browser, { first_name: 'Léa', lang: 'fr' });
    await page.setViewportSize(WIDTHS.phone);
    await page.goto(pageUrl('/mon-compte#e-mail'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    const newEmail = `confirmed-${Date.now()}@test.atelier.local`;
    const section = page.getByTestId('account-email');
    await section.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await section.getByLabel('Mot de passe actuel').fill(password);
    await page.getByRole('button', { name: 'Changer l’adresse' }).click();
    await page.getByTestId('account-email-pending').waitFor();

    // The mail to the new address, as the person gets it; the link opens a page that asks first.
    const mail = await waitForMail(newEmail, /\/api\/email-change\?token=/);
    const link = /https?:\/\/[^/\s"]+(\/api\/email-change\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await page.goto(pageUrl(link));
    await page.getByText(`Faire de ${newEmail} l’adresse de votre compte Atelier\u202f?`).waitFor();
    expect((await api('/api/me', { token: account.token })).body.email).toBe(account.user.email); // opening changed nothing
    await expectFitsWidth(page);
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'email-change-ask-fr-390');
    await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
    await page.getByText(`C’est fait\u00a0: l’adresse de votre compte est maintenant ${newEmail}.`, { exact: false }).waitFor();
    await screenshot(page, 'email-change-done-fr-390');

    // This browser stays signed in (a fresh cookie); every other session ended.
    await page.goto(pageUrl('/mon-compte#e-mail'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    expect(await page.getByTestId('account-email-current').textContent()).toBe(newEmail);
    expect(await page.getByTestId('account-email-pending').count()).toBe(0);
    expect((await api('/api/me', { token: account.token })).status).toBe(401);
    await context.close();
  });

  it('in English at 1366 and 390 px: the same section and list, no axe violation', async () => {
    const { context, page } = await signedInPage(browser, { first_name: 'Ada', lang: 'en' });
    for (const [name, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await page.goto(pageUrl('/en/mon-compte'));
      await page.locator('.account[data-hydrated="true"]').waitFor();
      expect(await page.getByLabel('Language of your emails').inputValue()).toBe('en');
      expect(await page.getByLabel('Impact reminders (when to record new readings for an action)').isChecked()).toBe(true);
      expect(await page.getByTestId('always-mails').textContent()).toContain('Invoices: we must hand you every invoice');
      await expectFitsWidth(page);
      expect(await wcagViolations(page)).toEqual([]);
      await screenshot(page, `account-mails-en-${name}`);
    }
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto(pageUrl('/mon-compte'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    await screenshot(page, 'account-mails-fr-desktop');
    await context.close();
  });
});

describe('a member without a password', () => {
  it('is told how to prove it is her before changing the address, and offered the link', async () => {
    const account = await newUser({ first_name: 'Malo', lang: 'fr' });
    const context = await contextFor(browser, account, 'phone');
    const page = await context.newPage();
    await page.goto(pageUrl('/mon-compte#e-mail'));
    await page.locator('.account[data-hydrated="true"]').waitFor();
    const section = page.getByTestId('account-email');
    expect(await section.textContent()).toContain('Votre compte n’a pas de mot de passe\u00a0: pour prouver que c’est vous, connectez-vous avec un lien reçu à votre adresse actuelle.');
    expect(await section.getByLabel('Nouvelle adresse e-mail').count()).toBe(0);
    await section.getByRole('button', { name: 'Recevoir un lien à mon adresse actuelle' }).click();
    await section.getByText(`Un lien de connexion vient d’être envoyé à ${account.user.email}.`, { exact: false }).waitFor();
    await expectFitsWidth(page);
    await context.close();
  });
});

describe('the unsubscribe link of a reminder', () => {
  it('asks for a click (opening it changes nothing), then points to the switch that turns reminders back on', async () => {
    const { context, page, account } = await signedInPage(browser, { first_name: 'Camille', lang: 'fr' });
    await page.setViewportSize(WIDTHS.phone);
    const secret = readFileSync(join(inject('dataDir'), 'jwt-secret'), 'utf8').trim();
    await page.goto(pageUrl(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(account.user.id, secret))}`));
    await page.getByText('Ne plus recevoir les rappels de mesure d’impact par e-mail\u202f?').waitFor();
    expect((await api('/api/notifications/settings', { token: account.token })).body.reminders).toBe(true);
    await expectFitsWidth(page);
    expect(await wcagViolations(page)).toEqual([]);
    await screenshot(page, 'unsubscribe-ask-fr-390');

    await page.getByRole('button', { name: 'Ne plus recevoir ces rappels' }).click();
    await page.getByText('C’est fait\u00a0: vous ne recevrez plus de rappels de mesure d’impact par e-mail.').waitFor();
    expect((await api('/api/notifications/settings', { token: account.token })).body.reminders).toBe(false);
    await screenshot(page, 'unsubscribe-done-fr-390');

    await page.getByRole('link', { name: 'Réactiver dans Mon compte' }).click();
    await page.waitForURL(/\/mon-compte#notifications$/);
    await page.locator('.account[data-hydrated="true"]').waitFor();
    const reminders = page.getByLabel('Les rappels de mesure d’impact (quand noter les nouvelles mesures d’une action)');
    expect(await reminders.isChecked()).toBe(false);
    await reminders.check();
    await page.getByTestId('notification-settings').getByText('Préférence enregistrée.').waitFor();
    expect((await api('/api/notifications/settings', { token: account.token })).body.reminders).toBe(true);
    await context.close();
  });
});
