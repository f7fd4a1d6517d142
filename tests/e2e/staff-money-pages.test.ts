/**
 * The staff's money pages (decisions 024, 026, 035) in Chromium: "Demander le solde" and refunds
 * ask first in the app's own dialog, never the browser's confirm(); the panel follows the answers
 * (the cancelled balance, what is left, the credit notes) without a reload; a deleted member's
 * application stays readable on the list and its page, with the kept invoice data and no balance
 * request. Both languages, 1280 and 390 px. Screenshots go to $SCREENSHOT_DIR when it is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clientAddressHeaders, launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { seriousViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function paidApplication(tag: string) {
  const created = await apply({ first_name: 'Léa', last_name: tag, email: `${tag.toLowerCase()}@example.com`, formula: 'essentiel' });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, userId: created.body.user_id as string, deposit: paid.body.invoice_number as string, email: created.body.email as string };
}

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

const flat = (text: string) => text.replace(/\s/g, ' ');

describe('the staff money panel', () => {
  it('asks before requesting the balance and refunding, then follows the answers without a reload', async () => {
    const tag = `Dlg${Date.now().toString(36)}`;
    const m = await paidApplication(tag);
    const { page, context } = await signedInPage(browser, { role: 'admin' });
    // Any browser confirm() would fail the test: the app asks in its own dialog.
    page.on('dialog', (d) => {
      throw new Error(`unexpected browser dialog: ${d.message()}`);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pageUrl(`/admin/candidatures/${m.id}`));
    await page.locator('.app-money[data-hydrated="true"]').waitFor();
    await page.evaluate(() => ((window as unknown as { still: boolean }).still = true));

    // Cancel: nothing is requested.
    await page.getByRole('button', { name: 'Demander le solde' }).click();
    const ask = page.getByRole('dialog', { name: 'Demander le solde ?' });
    expect(flat(await ask.innerText())).toContain(`Un e-mail demandant 1 341,00 € part tout de suite à ${m.email}.`);
    await shot(page, 'balance-dialog-fr-1280');
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('balance-state').textContent()).toBe('Pas encore demandé');
    // Confirm: requested, and the panel says so at once.
    await page.getByRole('button', { name: 'Demander le solde' }).click();
    await ask.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByRole('status').filter({ hasText: `Demande envoyée à ${m.email}.` }).waitFor();
    expect(await page.getByTestId('balance-state').textContent()).toBe('Demandé, en attente de paiement');
    expect(await page.getByRole('button', { name: 'Demander le solde' }).count()).toBe(0);
    // The withdrawal section gives the requested balance its due day (decision 058): a second tab.
    const second = await context.newPage();
    await second.goto(pageUrl(`/admin/candidatures/${m.id}`));
    expect(flat((await second.getByTestId('balance-due-on').textContent())!)).toMatch(/^Solde à régler au plus tard le \d/);

    // Refund part of the deposit: the dialog says the balance stays due (decision 057).
    const form = page.locator(`form[data-refund="${m.deposit}"]`);
    await form.getByLabel('Montant à rembourser (€)').fill('49,00');
    await form.getByRole('button', { name: 'Rembourser' }).click();
    const refund = page.getByRole('dialog', { name: `Rembourser la facture ${m.deposit} ?` });
    expect(flat(await refund.innerText())).toContain('Remboursement partiel : le solde demandé reste dû');
    await shot(page, 'refund-dialog-fr-1280');
    await refund.getByRole('button', { name: 'Rembourser 49,00 €' }).click();
    await form.getByRole('status').filter({ hasText: /avoir A-\d{4}-\d{6} émis/ }).waitFor();
    expect(flat(await form.getByTestId('refundable').innerText())).toBe('Reste remboursable : 100,00 €');
    expect(flat((await page.getByTestId('balance-state').textContent())!)).toBe('Demandé, en attente de paiement');
    expect(await page.getByTestId('credit-notes').locator('li').count()).toBe(1);
    // The server agrees: the balance stays due, the member can open its payment.
    expect((await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token })).status).toBe(200);

    // Refund the rest: the dialog says access ends and the balance is cancelled.
    await form.getByRole('button', { name: 'Rembourser' }).click();
    expect(flat(await refund.innerText())).toContain('l’accès à la formule prend fin et le solde demandé, non payé, est annulé');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'refund-dialog-ends-access-fr-390');
    // On a phone the invoice number stays whole in the title and the question (« F-\n2026-000028 » before).
    expect(await refund.locator('h2 .invoice-number, p .invoice-number').allInnerTexts()).toEqual([m.deposit, m.deposit]);
    for (const box of await refund.locator('.invoice-number').evaluateAll((spans) => spans.map((s) => s.getClientRects().length))) expect(box).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await refund.getByRole('button', { name: 'Rembourser 100,00 €' }).click();
    await page.locator(`[data-refund="${m.deposit}"]`).getByText('Entièrement remboursée.').waitFor();
    expect(flat((await page.getByTestId('balance-state').textContent())!)).toBe('Plus dû : acompte remboursé en totalité');
    expect(await page.getByTestId('credit-notes').locator('li').count()).toBe(2);
    expect((await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token })).body.error.code).toBe('deposit_refunded');
    // A balance the full refund cancelled has no due day any more.
    await second.reload();
    await second.getByTestId('staff-withdrawal').waitFor();
    expect(await second.getByTestId('balance-due-on').count()).toBe(0);
    await second.close();
    // The member is told on /mes-factures, in the rule's words (decision 057).
    const member = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    await member.addCookies([{ name: 'session', value: m.token, url: pageUrl('/') }]);
    const mine = await member.newPage();
    for (const [prefix, width, title] of [['', 390, 'Solde annulé'], ['/en', 1280, 'Balance cancelled']] as const) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.goto(pageUrl(`${prefix}/mes-factures`));
      const box = mine.getByTestId('balance-void');
      expect(await box.getByRole('heading').innerText()).toBe(title);
      expect(await box.innerText()).toMatch(/A-\d{4}-\d{6}/);
      expect(await mine.getByTestId('balance-due').count()).toBe(0);
      await shot(mine, `balance-void-${prefix ? 'en' : 'fr'}-${width}`);
      expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await member.close();
    expect(await page.evaluate(() => (window as unknown as { still?: boolean }).still)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'money-panel-fr-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page), 'money panel').toEqual([]);
    await context.close();
  });
});

describe('a deleted member’s application', () => {
  it('stays readable on the list and its page, with the kept invoice data and no balance request (fr and en)', async () => {
    const tag = `Del${Date.now().toString(36)}`;
    const m = await paidApplication(tag);
    const { page, context, account } = await signedInPage(browser, { role: 'admin' });
    expect((await api(`/api/users/${m.userId}/erase`, { method: 'POST', token: account.token })).status).toBe(200);

    for (const [lang, width] of [['fr', 1280], ['en', 390]] as const) {
      const prefix = lang === 'en' ? '/en' : '';
      await page.setViewportSize({ width, height: 900 });
      // Found by the name on its invoice: the application's own name was erased.
      await page.goto(pageUrl(`${prefix}/admin/candidatures?q=${tag}`));
      const row = page.locator(`[data-application="${m.id}"]`);
      const link = row.getByTestId('account-deleted');
      const erasedLine = lang === 'fr' ? /^Compte effacé le \d{1,2} \S+ \d{4}$/ : /^Account erased on \d{1,2} [A-Z][a-z]+ \d{4}$/;
      expect(await link.innerText()).toMatch(erasedLine);
      expect(await row.innerText()).toContain(lang === 'fr' ? `Facturé à Léa ${tag}` : `Invoiced to Léa ${tag}`);
      await shot(page, `deleted-list-${lang}-${width}`);
      await Promise.all([page.waitForURL(new RegExp(`/admin/candidatures/${m.id}$`)), link.click()]);
      // One line instead of the identity, situation, photos and links panels (issue 39, item 6).
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(erasedLine);
      expect(await page.locator('#identity, #situation, #photos, #links').count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toMatch(/Aucune photo|No photos|deleted\.invalid/);
      expect(await page.locator('[data-event="account_erased"]').innerText()).toContain(lang === 'fr' ? 'Compte effacé par l’équipe' : 'Account erased by the team');
      expect(await page.getByTestId('account-deleted-note').innerText()).toContain(lang === 'fr' ? 'Seules les données de facturation sont conservées' : 'Only the invoice data is kept');
      expect(await page.getByTestId('kept-buyer').innerText()).toContain(`Léa ${tag}`);
      expect(await page.getByTestId('billing-address').innerText()).not.toMatch(/Non demandée|Not asked/);
      await page.locator('.app-money[data-hydrated="true"]').waitFor();
      expect(await page.getByRole('button', { name: lang === 'fr' ? 'Demander le solde' : 'Request the balance' }).count()).toBe(0);
      expect(await page.locator(`[data-invoice="${m.deposit}"]`).count()).toBe(1);
      await shot(page, `deleted-detail-${lang}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    // The API refuses the request too.
    const refused = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: account.token });
    expect(refused.body.error).toMatchObject({ code: 'balance_not_requestable', details: { reason: 'account_deleted' } });
    await context.close();
  });
});
