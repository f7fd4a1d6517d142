/**
 * A business abroad applies in a real browser, on a phone's width (decision 036): it says it is a
 * business, its VAT number is checked beside the field, the form says reverse charge applies and
 * the price excluding VAT it pays; the application is made under reverse charge at that price.
 * Axe on the step with the business's fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, clientAddressHeaders } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/card-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a business buyer applies', () => {
  it('in the EU outside France: VAT number checked, reverse charge and the price excluding VAT announced, then applied', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(pageUrl('/candidature'));
    await page.locator('.application[data-hydrated="true"]').waitFor();
    await page.locator('#first_name').fill('Jonas');
    await page.locator('#last_name').fill('Weber');
    await page.locator('#email').fill(`jonas-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.locator('#brand').fill('Weber Keramik');
    await page.locator('#trade').fill('Céramiste');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 2 sur 4/ }).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Gamme de tarifs').check();
    await page.locator('#monthly_revenue').fill('3000');
    await page.locator('#objective').fill('Vendre en France.');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: /Étape 4 sur 4/ }).waitFor();
    await page.getByLabel(/Essentiel/).check();
    await page.getByLabel(/Adresse \(numéro et voie\)/).fill('Hauptstraße 4');
    await page.getByLabel(/Code postal/).fill('10115');
    await page.getByLabel(/^Ville/).fill('Berlin');
    await page.locator('[id="billing_address.country"]').selectOption('DE');
    // A buyer who picks "business", is told what it needs, then turns private: the business
    // errors go, and « Corrigez les champs signalés » with them (no field is marked any more).
    await page.locator('#accept_cgv').check();
    await page.getByLabel(/Entreprise \(ou entrepreneur individuel\)/).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    const fixErrors = page.getByText('Corrigez les champs signalés pour continuer.');
    await fixErrors.waitFor();
    await page.getByLabel('Particulier', { exact: true }).check();
    await fixErrors.waitFor({ state: 'detached' });
    await page.getByLabel(/Entreprise \(ou entrepreneur individuel\)/).check();
    await page.getByLabel(/Raison sociale/).fill('Weber Keramik GmbH');
    // Well formed, but its check digit is wrong (decision 049).
    await page.getByLabel(/Numéro de TVA intracommunautaire/).fill('DE 123 456 789');
    await page.locator('#accept_cgv').check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.locator('[id="buyer_business.vat_number-error"]').textContent()).toBe('Numéro de TVA invalide pour ce pays (préfixe du pays puis le numéro, par exemple DE suivi de 9 chiffres).');
    await page.getByLabel(/Numéro de TVA intracommunautaire/).fill('DE 136 695 976');
    const note = (await page.getByTestId('vat-regime-note').innerText()).replace(/\s/g, ' ');
    expect(note).toContain('autoliquidation');
    expect(note).toContain('1 241,67 € HT, dont un acompte de 124,17 € HT');
    expect(await seriousViolations(page), 'step 4 with a business').toEqual([]);
    await page.getByRole('button', { name: 'Continuer' }).click();
    expect(await page.locator('.summary').innerText()).toContain('Weber Keramik GmbH');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/candidatures') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Envoyer ma candidature' }).click(),
    ]);
    expect(request.postDataJSON().buyer_business).toEqual({ name: 'Weber Keramik GmbH', vat_number: 'DE 136 695 976' });
    await page.getByText('Candidature envoyée et validée !').waitFor();
    const applicant = (await context.cookies()).find((c) => c.name === 'session')!.value;
    const sent = (await api('/api/candidatures/me', { token: applicant })).body;
    expect(sent).toMatchObject({ vat_regime: 'reverse_charge', formula_price_cents: 124_167, deposit_cents: 12_417, buyer_business: { name: 'Weber Keramik GmbH', vat_number: 'DE136695976' }, vies_check: { status: 'valid' } });
    await context.close();
  });
});
