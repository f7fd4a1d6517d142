/**
 * The staff's application pages on a phone (decision 020): an admin searches the list at 390 px,
 * opens an application and sees its photo load (through the private file URL), its links and
 * its invoice; a responsable sends the payment link again (and is told when it was already sent
 * today); a member gets the 403 page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, pageUrl, signedInPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { apply, freshIp } from '../support/applications.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/admin/candidatures at 390 px', () => {
  it('an admin finds an application, opens it, sees its photo, links and invoice', async () => {
    const tag = `Ph${Date.now().toString(36)}`;
    const up = await upload({ type: 'candidature', file: await photo('jpeg'), filename: 'vase.jpg' }, { headers: { 'x-forwarded-for': freshIp() } });
    expect(up.status, up.text).toBe(201);
    const created = await apply({ first_name: 'Camille', last_name: tag, photos: [up.body.id], links: ['https://example.org/camille'], source: 'ceramique' });
    expect(created.status, created.text).toBe(201);
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_e2e_${created.body.id}` }, token: created.body.token });
    expect(paid.status, paid.text).toBe(200);

    const { page, context } = await signedInPage(browser, { role: 'admin' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl('/admin/candidatures'));
    await page.getByRole('heading', { level: 1, name: 'Candidatures' }).waitFor();
    await page.getByLabel('Nom, e-mail ou marque').fill(tag);
    await page.getByLabel('Acompte').selectOption('paye');
    await Promise.all([page.waitForURL(/q=/), page.getByRole('button', { name: 'Filtrer' }).click()]);
    expect(await page.getByTestId('application-count').textContent()).toBe('1 candidature');
    const row = page.locator(`[data-application="${created.body.id}"]`);
    expect(await row.textContent()).toContain('Payé');
    expect(await row.textContent()).toContain('ceramique');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await Promise.all([page.waitForURL(new RegExp(created.body.id)), row.getByRole('link', { name: `Camille ${tag}` }).click()]);
    await page.getByRole('heading', { level: 1, name: `Camille ${tag}` }).waitFor();
    const img = page.getByRole('img', { name: `Photo 1 de Camille ${tag}` });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Ouvrir la photo 1 en grand' }).getAttribute('href')).toBe(`/api/files/${up.body.id}`);
    expect(await page.getByRole('link', { name: 'https://example.org/camille' }).getAttribute('href')).toBe('https://example.org/camille');
    expect(await page.getByTestId('deposit-state').textContent()).toBe('Payé');
    // The billing address and the CGV acceptance recorded with the application (decision 027).
    expect(await page.getByTestId('billing-address').innerText()).toBe('12 rue des Potiers\n69003 Lyon\nFrance');
    expect(await page.getByTestId('cgv-acceptance').innerText()).toMatch(/^Version du \d{1,2} \S+ \d{4}, acceptée le \d{1,2} \S+ \d{4}/);
    const invoice = page.getByRole('link', { name: `Télécharger la facture ${paid.body.invoice_number} (PDF)` });
    expect(await invoice.getAttribute('href')).toBe(`/api/invoices/${paid.body.invoice_number}/pdf`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('a responsable sends the payment link again to an applicant who has not paid, once a day', async () => {
    const created = await apply({ first_name: 'Noé', last_name: 'Relance' });
    expect(created.status, created.text).toBe(201);
    const { page, context } = await signedInPage(browser, { role: 'responsable', lang: 'en' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pageUrl(`/en/admin/candidatures/${created.body.id}`));
    await page.locator('.resend-link[data-hydrated="true"]').waitFor();
    const button = page.getByRole('button', { name: 'Send the payment link again' });
    await button.click();
    await page.getByRole('status').filter({ hasText: `Payment link sent to ${created.body.email}.` }).waitFor();
    await button.click();
    await page.getByRole('status').filter({ hasText: 'already sent again in the last 24 hours' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('a member gets the 403 page, in English under /en', async () => {
    const { page, context } = await signedInPage(browser, { role: 'client_premium', lang: 'en' });
    const res = await page.goto(pageUrl('/en/admin/candidatures'));
    expect(res?.status()).toBe(403);
    await page.getByRole('heading', { level: 1, name: 'Staff only' }).waitFor();
    await context.close();
  });
});
