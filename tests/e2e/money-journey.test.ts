/**
 *'s "Done when" journey in Chromium against the sandbox (decision 024), in one test:
 * the landing's call to action → the application form → the deposit paid through the sandbox →
 * the staff review the application (list → detail with its timeline) and request the balance
 * (390 px) → the member pays it from /mes-factures through the sandbox → final invoice → the
 * staff refund part of it → the credit note on the member's page → the accountant's CSV,
 * downloaded by an admin from the export form of /admin/candidatures.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clientAddressHeaders, launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the money journey in the browser', () => {
  it('runs from the call to action to the credit note and the CSV export', async () => {
    // The prospect applies from the home page's call to action.
    const tag = `Solde${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `${tag.toLowerCase()}@example.com`;
    const member = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR' });
    const page = await member.newPage();
    await page.goto(pageUrl('/'));
    // The call to action may carry the landing it comes from (?source=…), shown to the staff.
    await Promise.all([page.waitForURL(/\/candidature(\?|$)/), page.getByRole('link', { name: 'Candidater', exact: true }).click()]);
    const source = new URL(page.url()).searchParams.get('source');
    await page.locator('.application[data-hydrated="true"]').waitFor();
    await page.locator('#first_name').fill('Maëlle');
    await page.locator('#last_name').fill(tag);
    await page.locator('#email').fill(email);
    await page.locator('#brand').fill('Atelier Maëlle');
    await page.locator('#trade').fill('Tisserande');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 2 sur 4/ }).waitFor();
    await page.locator('#link-0').fill('https://example.com/maelle');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 3 sur 4/ }).waitFor();
    await page.getByLabel('Gamme de tarifs').check();
    await page.locator('#monthly_revenue').fill('1800');
    await page.locator('#objective').fill('Vendre ma première collection.');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 4 sur 4/ }).waitFor();
    await page.getByLabel(/Essentiel/).check();
    await page.getByLabel(/Adresse \(numéro et voie\)/).fill('12 rue des Tisserands');
    await page.getByLabel(/Code postal/).fill('69004');
    await page.getByLabel(/^Ville/).fill('Lyon');
    await page.locator('#start_choice-now').check();
    await page.locator('#accept_cgv').check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await page.getByText('Candidature envoyée et validée !').waitFor();
    const token = (await member.cookies()).find((c) => c.name === 'session')!.value;
    const sent = (await api('/api/candidatures/me', { token })).body as { id: string; email: string; status: string };
    expect(sent).toMatchObject({ email, status: 'validee' });
    const created = { body: { id: sent.id, email, token } };

    // The deposit, paid through the sandbox.
    await Promise.all([page.waitForURL(/\/candidature\/paiement-test\?/), page.getByRole('button', { name: 'Payer 149,00 €' }).click()]);
    await page.locator('[data-hydrated="true"]').waitFor();
    await Promise.all([page.waitForURL(/\/candidature\/bienvenue\?/), page.getByRole('button', { name: 'Simuler un paiement réussi' }).click()]);
    const welcome = await page.locator('.welcome').innerText();
    const depositNumber = /F-\d{4}-\d{6}/.exec(welcome)?.[0];
    expect(depositNumber, welcome).toBeTruthy();
    const deposit = { body: { invoice_number: depositNumber! } };

    // The staff review it: the list (desktop), then the detail page with its timeline.
    const staff = await signedInPage(browser, { role: 'admin' });
    const admin = staff.page;
    admin.on('dialog', (d) => void d.accept());
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(pageUrl(`/admin/candidatures?q=${tag}`));
    const row = admin.locator(`[data-application="${created.body.id}"]`);
    expect(await row.innerText()).toContain('Payé');
    // Where the applicant came from reads as the landing's title, never its raw slug.
    if (source) expect(await row.innerText()).toMatch(/Venu·e de\s+Page «/);
    await Promise.all([admin.waitForURL(new RegExp(`/admin/candidatures/${created.body.id}$`)), row.getByRole('link', { name: `Maëlle ${tag}` }).click()]);
    const timeline = admin.getByTestId('application-timeline');
    expect(await timeline.locator('li').evaluateAll((items) => items.map((i) => i.getAttribute('data-event')))).toEqual(expect.arrayContaining(['created', 'paid', 'invoice_issued']));
    expect(await timeline.innerText()).toContain(`Facture ${depositNumber} émise`);
    expect(await admin.getByTestId('billing-address').innerText()).toContain('12 rue des Tisserands');

    // The staff request the balance (phone width).
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.reload();
    await admin.locator('.app-money[data-hydrated="true"]').waitFor();
    expect(await admin.getByTestId('balance-state').textContent()).toBe('Pas encore demandé');
    await admin.getByRole('button', { name: 'Demander le solde' }).click();
    // The app's own dialog asks first (never the browser's confirm()), saying how much and to whom.
    const ask = admin.getByRole('dialog', { name: 'Demander le solde ?' });
    expect((await ask.innerText()).replace(/\s/g, ' ')).toContain(`Un e-mail demandant 1 341,00 € part tout de suite à ${created.body.email}.`);
    await ask.getByRole('button', { name: 'Envoyer la demande' }).click();
    await admin.getByRole('status').filter({ hasText: `Demande envoyée à ${created.body.email}.` }).waitFor();
    await expect.poll(async () => admin.getByTestId('balance-state').textContent(), { timeout: 10_000 }).toBe('Demandé, en attente de paiement');

    // The member pays it from their invoices page, through the sandbox.
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
    // On a phone the Item column is hidden; what the invoice is for shows under its number.
    expect(await page.locator(`[data-invoice="${final.number}"] .invoice-item`).innerText()).toBe('Solde — formule Essentiel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The staff refund 100 € of the final invoice.
    await admin.reload();
    await admin.locator('.app-money[data-hydrated="true"]').waitFor();
    expect(await admin.getByTestId('balance-state').textContent()).toBe('Payé');
    const form = admin.locator(`form[data-refund="${final.number}"]`);
    await form.getByLabel('Montant à rembourser (€)').fill('100,00');
    await form.getByLabel('Motif (facultatif, imprimé sur l’avoir)').fill('Une séance annulée');
    await form.getByRole('button', { name: 'Rembourser' }).click();
    const confirmRefund = admin.getByRole('dialog', { name: `Rembourser la facture ${final.number} ?` });
    await confirmRefund.getByRole('button', { name: /^Rembourser 100,00/ }).click();
    await form.getByRole('status').filter({ hasText: /Remboursé\s:\savoir A-\d{4}-\d{6} émis/ }).waitFor();
    const note = (await api(`/api/credit-notes`, { token: created.body.token })).body[0] as { number: string; url: string; issued_on: string };
    // The panel follows the answer, without a reload: the credit note, what is left to refund.
    await admin.locator(`[data-credit-note="${note.number}"]`).waitFor({ timeout: 10_000 });
    expect((await form.getByTestId('refundable').innerText()).replace(/\s/g, ' ')).toBe('Reste remboursable : 1 241,00 €');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.reload(); // the timeline is read with the page
    // The timeline tells the balance and the refund: who, how much, why.
    const events = admin.getByTestId('application-timeline').locator('li');
    await expect
      .poll(() => events.evaluateAll((items) => items.map((i) => i.getAttribute('data-event'))), { timeout: 10_000 })
      .toEqual(['created', 'paid', 'invoice_issued', 'balance_requested', 'balance_paid', 'invoice_issued', 'credit_note_issued']);
    expect(await events.nth(3).innerText()).toMatch(/Solde de 1\s341,00\s€ demandé · par /);
    const refundLine = (await events.nth(6).innerText()).replace(/\s/g, ' ');
    expect(refundLine).toContain(`Avoir ${note.number} émis : 100,00 € remboursés sur la facture ${final.number} · par `);
    expect(refundLine).toContain('Motif : Une séance annulée');

    // The member sees the credit note and downloads it.
    await page.goto(pageUrl('/mes-factures'));
    expect(await page.locator(`[data-credit-note="${note.number}"]`).textContent()).toContain(`Remboursement sur la facture ${final.number}`);
    const notes = page.getByTestId('credit-note-list');
    expect(await notes.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining(['Montant TTC']));
    expect(await notes.locator(`[data-credit-note="${note.number}"] a`).innerText()).toBe('Télécharger');
    const pdf = await page.request.get(pageUrl(note.url));
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The accountant's export has the three documents: an admin downloads it from the list's form.
    await admin.setViewportSize({ width: 1280, height: 900 });
    // The list finds who settled the balance, and says so on the row.
    await admin.goto(pageUrl(`/admin/candidatures?q=${tag}`));
    await admin.getByLabel('Solde').selectOption('paye');
    await Promise.all([admin.waitForURL(/balance_status=paye/), admin.getByRole('button', { name: 'Filtrer' }).click()]);
    expect((await admin.locator(`[data-application="${created.body.id}"]`).getByTestId('balance-fact').innerText()).replace(/\s/g, ' ')).toBe('Solde Payé 1 341,00 €'); // the colon after the term is drawn by CSS
    await admin.goto(pageUrl('/admin/candidatures'));
    const exportForm = admin.getByTestId('export-form');
    expect(await exportForm.getByLabel('Du').inputValue()).toBe(`${note.issued_on.slice(0, 7)}-01`); // the current month
    expect((await exportForm.getByLabel('Au (inclus)').inputValue()).slice(0, 7)).toBe(note.issued_on.slice(0, 7));
    await exportForm.getByLabel('Du').fill(note.issued_on);
    await exportForm.getByLabel('Au (inclus)').fill(note.issued_on);
    const [download] = await Promise.all([admin.waitForEvent('download'), exportForm.getByRole('button', { name: 'Télécharger le CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`factures-${note.issued_on}-${note.issued_on}.csv`);
    const csv = { text: (await readFile((await download.path())!)).toString('utf8') };
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    expect(csv.text).toContain(`acompte;${deposit.body.invoice_number};`);
    // Then the regime, its exemption code, the country, the tax ids and the contact (decision 060).
    expect(csv.text).toMatch(new RegExp(`solde;${final.number};.*;${deposit.body.invoice_number};(fr|franchise);[^;]*;[A-Z]{2};;;\\r\\n`));
    expect(csv.text).toMatch(new RegExp(`avoir;${note.number};.*;-100,00;EUR;test;test_re_\\w+;${final.number};(fr|franchise);`));
    // The sales and receipts journal in the FEC format, from the same form (decisions 035 and 060).
    const [fec] = await Promise.all([admin.waitForEvent('download'), exportForm.getByRole('button', { name: 'Télécharger le journal (format FEC)' }).click()]);
    expect(fec.suggestedFilename()).toBe(`${fec.suggestedFilename().slice(0, 9)}-journal-ventes-encaissements-${note.issued_on}-${note.issued_on}.txt`);
    expect(fec.suggestedFilename()).toMatch(/^\d{9}-/);
    const journal = new TextDecoder('iso-8859-15').decode(await readFile((await fec.path())!));
    expect(journal.split('\r\n')[0]!.split('\t')).toHaveLength(18);
    expect(journal).toContain(`\t${note.number}\t`);
    await member.close();
    await staff.context.close();
  });
});
