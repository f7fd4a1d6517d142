/**
 * Issue 21's money journey in Chromium against the sandbox (decision 024): apply and pay the
 * deposit → the staff request the balance from the application page (390 px) → the member pays
 * it from /mes-factures through the sandbox → final invoice → the staff refund part of it from
 * the same page → the credit note on the member's page → both in the accountant's CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clientAddressHeaders, launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { apply } from '../support/applications.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('balance, final invoice, refund and credit note in the browser', () => {
  it('runs from the request of the balance to the credit note and the CSV export', async () => {
    const created = await apply({ first_name: 'Maëlle', last_name: `Solde${Date.now().toString(36)}` });
    expect(created.status, created.text).toBe(201);
    const deposit = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_e2e_money_${created.body.id}` }, token: created.body.token });
    expect(deposit.status, deposit.text).toBe(200);

    // The staff request the balance (phone width).
    const staff = await signedInPage(browser, { role: 'admin' });
    const admin = staff.page;
    admin.on('dialog', (d) => void d.accept());
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(pageUrl(`/admin/candidatures/${created.body.id}`));
    await admin.locator('.app-money[data-hydrated="true"]').waitFor();
    expect(await admin.getByTestId('balance-state').textContent()).toBe('Pas encore demandé');
    await admin.getByRole('button', { name: 'Demander le solde' }).click();
    await admin.getByRole('status').filter({ hasText: `Demande envoyée à ${created.body.email}.` }).waitFor();
    await expect.poll(async () => admin.getByTestId('balance-state').textContent(), { timeout: 10_000 }).toBe('Demandé, en attente de paiement');

    // The member pays it from their invoices page, through the sandbox.
    const member = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    await member.addCookies([{ name: 'session', value: created.body.token, url: pageUrl('/') }]);
    const page = await member.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl('/mes-factures'));
    expect(await page.getByTestId('balance-due').textContent()).toMatch(/1\s341,00/);
    await page.locator('.balance-due [data-hydrated="true"]').waitFor();
    await Promise.all([page.waitForURL(/paiement-test/), page.getByRole('button', { name: 'Régler le solde' }).click()]);
    await page.locator('[data-hydrated="true"]').waitFor();
    await Promise.all([page.waitForURL(/mes-factures\?solde=paye/), page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()]);
    await page.getByTestId('balance-notice').waitFor();
    expect(await page.getByTestId('balance-due').count()).toBe(0);
    const invoices = (await api('/api/invoices', { token: created.body.token })).body as { number: string; kind: string }[];
    const final = invoices.find((i) => i.kind === 'solde')!;
    expect(await page.locator(`[data-invoice="${final.number}"]`).textContent()).toContain('Solde — formule Essentiel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The staff refund 100 € of the final invoice.
    await admin.reload();
    await admin.locator('.app-money[data-hydrated="true"]').waitFor();
    expect(await admin.getByTestId('balance-state').textContent()).toBe('Payé');
    const form = admin.locator(`form[data-refund="${final.number}"]`);
    await form.getByLabel('Montant à rembourser (€)').fill('100,00');
    await form.getByLabel('Motif (facultatif, imprimé sur l’avoir)').fill('Une séance annulée');
    await form.getByRole('button', { name: 'Rembourser' }).click();
    await form.getByRole('status').filter({ hasText: /Remboursé\s:\savoir A-\d{4}-\d{6} émis/ }).waitFor();
    const note = (await api(`/api/credit-notes`, { token: created.body.token })).body[0] as { number: string; url: string; issued_on: string };
    await admin.locator(`[data-credit-note="${note.number}"]`).waitFor({ timeout: 10_000 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The member sees the credit note and downloads it.
    await page.goto(pageUrl('/mes-factures'));
    expect(await page.locator(`[data-credit-note="${note.number}"]`).textContent()).toContain(`Remboursement sur la facture ${final.number}`);
    const pdf = await page.request.get(pageUrl(note.url));
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The accountant's export has the three documents.
    const csv = await api(`/api/admin/exports/invoices.csv?from=${note.issued_on}&to=${note.issued_on}`, { token: staff.account.token });
    expect(csv.text).toContain(`acompte;${deposit.body.invoice_number};`);
    expect(csv.text).toMatch(new RegExp(`solde;${final.number};.*;${deposit.body.invoice_number}\\r\\n`));
    expect(csv.text).toMatch(new RegExp(`avoir;${note.number};.*;-100\\.00;EUR;test;test_re_\\w+;${final.number}\\r\\n`));
    await member.close();
    await staff.context.close();
  });
});
