/**
 * VAT numbers that are checked (decision 049): offline (check digits by jsvat, SIREN not zeros,
 * SIRET reduced to its SIREN, the French key matching the SIREN), then confirmed by VIES — here
 * the local fake (tests/support/fake-vies.ts) — before the reverse charge. Each case says what
 * the buyer is charged and what its invoice says.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { pdfText } from '../support/factur-x.ts';

async function pdf(url: string, token: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl()}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const inCountry = (country: string, postal_code: string, city: string) => ({ street: 'Hauptstraße 4', postal_code, city, country });
const AUSTRIA = inCountry('AT', '8010', 'Graz');

/** Pays the deposit of a created application; its deposit invoice (API answer) and PDF text. */
async function payDeposit(created: { body: { id: string; token: string } }) {
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_vies_${created.body.id}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  const [invoice] = (await api('/api/invoices', { token: created.body.token })).body;
  return { invoice, text: pdfText(await pdf(invoice.url, created.body.token)) };
}

describe('an EU business’s VAT number (decision 049)', () => {
  it('valid and confirmed by VIES: reverse charge, the price excluding VAT, the consultation stored and shown to staff', async () => {
    const res = await apply({ billing_address: AUSTRIA, buyer_business: { name: 'Weber Keramik GmbH', vat_number: 'ATU 1358 5627' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ vat_regime: 'reverse_charge', formula_price_cents: 124_167, deposit_cents: 12_417, buyer_business: { vat_number: 'ATU13585627' } });
    expect(res.body.vies_check).toMatchObject({ status: 'valid', request_id: null, name: 'Weber Keramik GmbH', address: 'Hauptplatz 4, 8010 Graz' });
    expect(Date.parse(res.body.vies_check.checked_at)).toBeGreaterThan(Date.now() - 60_000);
    const { invoice, text } = await payDeposit(res);
    expect(invoice).toMatchObject({ amount_excl_tax_cents: 12_417, vat_cents: 0, amount_incl_tax_cents: 12_417 });
    expect(text).toContain('Autoliquidation : TVA due par le preneur');
    expect(text).toContain('N° de TVA : ATU13585627');

    const staff = await newUser({ role: 'responsable' });
    const seen = await api(`/api/candidatures/${res.body.id}`, { token: staff.token });
    expect(seen.body.vies_check).toMatchObject({ status: 'valid', name: 'Weber Keramik GmbH' });
    const page = await api(`/admin/candidatures/${res.body.id}`, { token: staff.token });
    expect(/data-testid="vies-check"[^>]*>Numéro confirmé, le [^<]+, sans numéro de consultation/.test(page.text), 'the staff page shows the consultation').toBe(true);
    expect(page.text.includes('Autoliquidation (entreprise de l’UE)'), 'the staff page shows the regime').toBe(true);
  });

  it('a Greek number goes to VIES with its EL prefix; an undisclosed name stays null', async () => {
    const greek = await apply({ billing_address: { street: 'Odos Athinas 10', postal_code: '105 51', city: 'Athina', country: 'GR' }, buyer_business: { name: 'Keramiki AE', vat_number: 'EL094259216' } });
    expect(greek.status, greek.text).toBe(201);
    expect(greek.body).toMatchObject({ vat_regime: 'reverse_charge', vies_check: { status: 'valid' } });
    const german = await apply({ billing_address: inCountry('DE', '10115', 'Berlin'), buyer_business: { name: 'Weber GmbH', vat_number: 'DE136695976' } });
    expect(german.body.vies_check).toMatchObject({ status: 'valid', name: null, address: null });
  });

  it.each([
    ['DE123456789', 'DE', '10115'],
    ['DE000000000', 'DE', '10115'],
    ['IT00000000000', 'IT', '00184'],
    ['BE0123456789', 'BE', '1000'],
  ])('a bad check digit (%s) is refused before VIES: 400 rule_failed', async (vat, country, postal) => {
    const res = await apply({ billing_address: inCountry(country, postal, 'Ville'), buyer_business: { name: 'Firma', vat_number: vat } });
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
    expect(res.body.error.details.fieldErrors.buyer_business.join(' ')).toMatch(/Numéro de TVA invalide pour ce pays/);
  });

  it('VIES says invalid: 400 rule_failed naming the VAT number, in the buyer’s language; nothing is created', async () => {
    const email = `vies-invalid-${crypto.randomUUID()}@test.atelier.local`;
    const fr = await apply({ email, billing_address: inCountry('DE', '10115', 'Berlin'), buyer_business: { name: 'Weber GmbH', vat_number: 'DE123456788' } });
    expect([fr.status, errorCode(fr)]).toEqual([400, 'rule_failed']);
    expect(fr.body.error.details.fieldErrors.buyer_business).toEqual(['Le service européen VIES indique que ce numéro de TVA n’est pas valide\u00a0: vérifiez-le, ou laissez-le vide pour payer la TVA française.']);
    const en = await apply({ email, billing_address: inCountry('DE', '10115', 'Berlin'), buyer_business: { name: 'Weber GmbH', vat_number: 'DE123456788' } }, { lang: 'en' });
    expect([en.status, errorCode(en)]).toEqual([400, 'rule_failed']);
    expect(en.body.error.details.fieldErrors.buyer_business.join(' ')).toMatch(/VIES service says this VAT number is not valid/);
  });

  it.each([
    ['the member state is away (HTTP 500, MS_UNAVAILABLE)', 'IT00743110157', 'IT', '00184'],
    ['VIES is busy (MS_MAX_CONCURRENT_REQ)', 'ESA28015865', 'ES', '28001'],
  ])('VIES unavailable, %s: French VAT on the full price, the buyer told, the consultation stored', async (_case, vat, country, postal) => {
    const res = await apply({ billing_address: inCountry(country, postal, 'Ville'), buyer_business: { name: 'Ditta Srl', vat_number: vat } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ vat_regime: 'fr', formula_price_cents: 149_000, deposit_cents: 14_900, vies_check: { status: 'unavailable', request_id: null, name: null } });
    const form = await api('/candidature', { token: res.body.token });
    expect(/data-testid="vies-unavailable">Le service européen VIES n’a pas pu confirmer votre numéro/.test(form.text), 'the payment step tells the buyer').toBe(true);
    const { invoice, text } = await payDeposit(res);
    expect(invoice).toMatchObject({ amount_incl_tax_cents: 14_900, vat_cents: 2_483, vat_rate_bp: 2000 });
    expect(text).not.toContain('Autoliquidation');
  });
});

describe('French identifiers (decision 049)', () => {
  it('a SIREN of zeros is refused (it passes Luhn)', async () => {
    const res = await apply({ buyer_business: { name: 'Céramiques SARL', siren: '000 000 000' } });
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
    expect(res.body.error.details.fieldErrors.buyer_business.join(' ')).toMatch(/SIREN invalide/);
  });

  it('a SIRET is accepted and reduced to its SIREN: French VAT, the invoice names the SIREN', async () => {
    const res = await apply({ buyer_business: { name: 'Atelier Conseil SAS', siren: '732 829 320 00074' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ vat_regime: 'fr', formula_price_cents: 149_000, buyer_business: { siren: '732829320' }, vies_check: null });
    const { invoice, text } = await payDeposit(res);
    expect(invoice).toMatchObject({ amount_incl_tax_cents: 14_900, vat_cents: 2_483 });
    expect(text).toContain('SIREN 732 829 320');
  });

  it('a SIRET whose establishment digits fail the checksum is refused', async () => {
    const res = await apply({ buyer_business: { name: 'Atelier Conseil SAS', siren: '73282932000075' } });
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
  });

  it('a French VAT number of another SIREN is refused; the matching pair is accepted (French VAT, no VIES)', async () => {
    const other = await apply({ buyer_business: { name: 'Céramiques SARL', siren: '552 100 554', vat_number: 'FR44732829320' } });
    expect([other.status, errorCode(other)]).toEqual([400, 'rule_failed']);
    expect(other.body.error.details.fieldErrors.buyer_business.join(' ')).toMatch(/autre entreprise/);
    const same = await apply({ buyer_business: { name: 'Atelier Conseil SAS', siren: '732829320', vat_number: 'FR 44 732829320' } });
    expect(same.status, same.text).toBe(201);
    expect(same.body).toMatchObject({ vat_regime: 'fr', formula_price_cents: 149_000, buyer_business: { siren: '732829320', vat_number: 'FR44732829320' }, vies_check: null });
  });
});
