/**
 * The price shown is the price charged (decision 056): for a French person, a French business,
 * an EU business (a VAT number the fake VIES confirms) and a UK business, the form is walked in a
 * real browser, every amount on the application screens is read with its tax words (plan
 * choice, deposit box, business note, summary, payment panel, sandbox, welcome page, invoice
 * list) and compared with what the API charged and the invoice says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, pageUrl, clientAddressHeaders } from '../support/browser.ts';
import { api } from '../support/api.ts';
import type { Lang } from '#i18n/lang.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Words = 'TTC' | 'HT';
interface Amount {
  cents: number;
  words: Words | null;
}

/** Every euro amount of a text, with the tax words right after it ("149,00 € TTC", "€249.17 excl. VAT"). */
function amountsIn(text: string, lang: Lang): Amount[] {
  const flat = text.replace(/[\u00a0\u202f]/g, ' ');
  const pattern = lang === 'fr' ? /(\d{1,3}(?: \d{3})*(?:,\d{2})?) €( (TTC|HT))?/g : /€(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)( (incl\. VAT|excl\. VAT))?/g;
  return [...flat.matchAll(pattern)].map((m) => {
    const figure = lang === 'fr' ? m[1]!.replace(/ /g, '').replace(',', '.') : m[1]!.replace(/,/g, '');
    const word = m[3];
    return { cents: Math.round(Number(figure) * 100), words: word === undefined ? null : word === 'TTC' || word === 'incl. VAT' ? 'TTC' : 'HT' };
  });
}

const TEXTS = {
  fr: { next: 'Continuer', send: 'Envoyer ma candidature', sent: 'Candidature envoyée et validée !', simulate: 'Simuler un paiement réussi', heading: { TTC: 'Montant TTC', HT: 'Montant HT (sans TVA française)' } },
  en: { next: 'Continue', send: 'Send my application', sent: 'Application sent and accepted!', simulate: 'Simulate a successful payment', heading: { TTC: 'Amount incl. VAT', HT: 'Amount excl. VAT (no French VAT)' } },
};

interface Buyer {
  who: string;
  lang: Lang;
  country: string;
  address: [string, string, string];
  business: { name: string; siren?: string; vat_number?: string } | null;
  regime: 'fr' | 'reverse_charge' | 'out_of_scope';
  /** Premium (2 990 € TTC): what is charged. */
  price: number;
  deposit: number;
  words: Words;
}

const BUYERS: Buyer[] = [
  { who: 'a French person', lang: 'fr', country: 'FR', address: ['12 rue des Potiers', '69003', 'Lyon'], business: null, regime: 'fr', price: 299_000, deposit: 29_900, words: 'TTC' },
  { who: 'a French business', lang: 'fr', country: 'FR', address: ['3 quai des Arts', '33000', 'Bordeaux'], business: { name: 'Atelier Verre SARL', siren: '732829320' }, regime: 'fr', price: 299_000, deposit: 29_900, words: 'TTC' },
  { who: 'an EU business', lang: 'en', country: 'AT', address: ['Hauptplatz 4', '8010', 'Graz'], business: { name: 'Weber Keramik GmbH', vat_number: 'ATU13585627' }, regime: 'reverse_charge', price: 249_167, deposit: 24_917, words: 'HT' },
  { who: 'a UK business', lang: 'en', country: 'GB', address: ['1 Looms Lane', 'SW1A 1AA', 'London'], business: { name: 'Analytical Looms Ltd' }, regime: 'out_of_scope', price: 249_167, deposit: 24_917, words: 'HT' },
];

const path = (lang: Lang, p: string) => (lang === 'en' ? `/en${p}` : p);
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillUpToStep4(page: Page, buyer: Buyer) {
  const t = TEXTS[buyer.lang];
  await page.goto(pageUrl(path(buyer.lang, '/candidature?formule=premium')));
  await page.locator('.application[data-hydrated="true"]').waitFor();
  await page.locator('#first_name').fill('Camille');
  await page.locator('#last_name').fill('Durand');
  await page.locator('#email').fill(uniqueEmail('price'));
  await page.locator('#brand').fill('Maison Durand');
  await page.locator('#trade').fill('Verrier');
  await page.getByRole('button', { name: t.next }).click();
  await page.locator('#link-0').waitFor();
  await page.getByRole('button', { name: t.next }).click();
  await page.locator('#priority_need-gamme_de_tarifs').check();
  await page.locator('#monthly_revenue').fill('3000');
  await page.locator('#objective').fill('Sell abroad.');
  await page.getByRole('button', { name: t.next }).click();
  await page.locator('#formula-premium').waitFor();
  await page.locator('[id="billing_address.country"]').selectOption(buyer.country);
  const [street, postalCode, city] = buyer.address;
  await page.locator('[id="billing_address.street"]').fill(street);
  await page.locator('[id="billing_address.postal_code"]').fill(postalCode);
  await page.locator('[id="billing_address.city"]').fill(city);
  if (buyer.business) {
    await page.locator('#buyer_kind-business').check();
    await page.locator('[id="buyer_business.name"]').fill(buyer.business.name);
    if (buyer.business.siren) await page.locator('[id="buyer_business.siren"]').fill(buyer.business.siren);
    if (buyer.business.vat_number) await page.locator('[id="buyer_business.vat_number"]').fill(buyer.business.vat_number);
  } else await page.locator('#start_choice-now').check();
  await page.locator('#accept_cgv').check();
}

describe('the price shown is the price charged (decision 056)', () => {
  it.each(BUYERS)('for $who', async (buyer) => {
    const t = TEXTS[buyer.lang];
    const context = await browser.newContext({ extraHTTPHeaders: clientAddressHeaders(), locale: buyer.lang === 'fr' ? 'fr-FR' : 'en-GB' });
    const page = await context.newPage();
    await fillUpToStep4(page, buyer);
    const read = async (where: string, selector: string) => ({ where, amounts: amountsIn(await page.locator(selector).first().innerText(), buyer.lang) });

    // Step 4: the chosen plan, the deposit box and (a business abroad) the note.
    const seen = [await read('plan choice', 'label[for="formula-premium"]'), await read('deposit box', '[data-testid="deposit-box"] .deposit-amount')];
    const box = await page.getByTestId('deposit-box').innerText();
    if (buyer.regime === 'reverse_charge') {
      // Before sending, reverse charge holds only if VIES confirms the number: the box says so, and what applies otherwise.
      expect(box).toContain('if the EU VIES service confirms your VAT number');
      expect(amountsIn(box, buyer.lang)).toContainEqual({ cents: 29_900, words: 'TTC' });
    } else expect(amountsIn(box, buyer.lang)).toHaveLength(1);
    if (buyer.regime !== 'fr') seen.push(await read('business note', '[data-testid="vat-regime-note"]'));
    else expect(await page.getByTestId('vat-regime-note').count()).toBe(0);
    await page.getByRole('button', { name: t.next }).click();
    seen.push(await read('summary', '.summary-section:has(#summary-deposit)'));
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/api/candidatures') && r.method() === 'POST'), page.getByRole('button', { name: t.send }).click()]);
    expect(request.postDataJSON().buyer_business ?? null).toEqual(buyer.business);
    await page.getByText(t.sent).waitFor();

    // What the server charged.
    const token = (await context.cookies()).find((c) => c.name === 'session')!.value;
    const charged = (await api('/api/candidatures/me', { token })).body;
    expect(charged).toMatchObject({ vat_regime: buyer.regime, formula_price_cents: buyer.price, deposit_cents: buyer.deposit });

    seen.push(await read('payment panel', '[data-testid="payment-amount"]'), await read('pay button', '.pay-button'));
    await Promise.all([page.waitForURL(/\/candidature\/paiement-test\?/), page.locator('.pay-button').click()]);
    await page.locator('[data-hydrated="true"]').waitFor();
    seen.push(await read('sandbox', '.sandbox-facts .deposit-amount'));
    await Promise.all([page.waitForURL(/\/candidature\/bienvenue\?/), page.getByRole('button', { name: t.simulate }).click()]);
    seen.push(await read('welcome', '.welcome .lead'));
    const [invoice] = (await api('/api/invoices', { token })).body;
    expect(invoice).toMatchObject({ kind: 'acompte', amount_incl_tax_cents: buyer.deposit, vat_cents: buyer.regime === 'fr' ? 4_983 : 0 });
    await page.goto(pageUrl(path(buyer.lang, '/mes-factures')));
    const list = page.getByTestId('invoice-list');
    expect(await list.locator('thead th').allInnerTexts()).toContain(t.heading[buyer.words]);
    const row = list.locator(`tr[data-invoice="${invoice.number}"] td.num`);
    expect(amountsIn(await row.innerText(), buyer.lang).map((a) => a.cents)).toEqual([buyer.deposit]);
    // On a phone the rows stack and the column heading is not shown: the amount says its words itself.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(amountsIn(await row.innerText(), buyer.lang)).toEqual([{ cents: buyer.deposit, words: buyer.words }]);

    // Every amount seen: the price or the deposit charged, with the regime's words.
    for (const { where, amounts } of seen) {
      expect(amounts.length, where).toBeGreaterThan(0);
      for (const amount of amounts) {
        expect([buyer.price, buyer.deposit], where).toContain(amount.cents);
        expect(amount.words, where).toBe(buyer.words);
      }
    }
    const shown = (where: string) => seen.find((s) => s.where === where)!.amounts.map((a) => a.cents);
    expect(shown('plan choice')).toEqual([buyer.price]);
    expect(shown('summary')).toEqual([buyer.price, buyer.deposit]);
    for (const where of ['deposit box', 'payment panel', 'pay button', 'sandbox', 'welcome']) expect(shown(where), where).toEqual([buyer.deposit]);
    await context.close();
  });
});
