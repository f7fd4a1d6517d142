/**
 * VAT follows the buyer (decision 036): the application says whether the buyer is a business
 * (SIREN in France, intra-EU VAT number elsewhere in the EU, checked, confirmed by the fake VIES: decision 049), which fixes the
 * VAT of its invoices and the price it pays; the deposit invoice and its credit note follow.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { pdfText } from '../support/factur-x.ts';

/** A PDF's bytes (api() reads bodies as text). */
async function pdf(url: string, token: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl()}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const address = (country: string, postal_code = '10115') => ({ street: 'Hauptstraße 4', postal_code, city: 'Berlin', country });

describe('a business buyer (decision 036)', () => {
  it.each([
    ['a French business without SIREN', { billing_address: address('FR', '69003'), buyer_business: { name: 'Céramiques SARL' } }, /SIREN/],
    ['a SIREN that fails its checksum', { billing_address: address('FR', '69003'), buyer_business: { name: 'Céramiques SARL', siren: '552 100 555' } }, /SIREN invalide/],
    ['an EU business without VAT number', { billing_address: address('DE'), buyer_business: { name: 'Weber GmbH' } }, /numéro de TVA intracommunautaire/],
    ['a VAT number of another country', { billing_address: address('DE'), buyer_business: { name: 'Weber GmbH', vat_number: 'ATU12345678' } }, /TVA invalide/],
    ['a SIREN outside France', { billing_address: address('DE'), buyer_business: { name: 'Weber GmbH', siren: '552100554', vat_number: 'DE136695976' } }, /France/],
  ])('refuses %s (400 rule_failed, naming the business)', async (_name, overrides, message) => {
    const res = await apply(overrides);
    expect([res.status, errorCode(res)]).toEqual([400, 'rule_failed']);
    expect(res.body.error.details.fieldErrors.buyer_business?.join(' ')).toMatch(message);
  });

  it('refuses a business without a name (400)', async () => {
    const res = await apply({ buyer_business: { siren: '552100554' } });
    expect([res.status, errorCode(res)]).toEqual([400, 'validation_failed']);
  });

  it('a French business pays French VAT; its invoice names the company and its SIREN', async () => {
    const res = await apply({ buyer_business: { name: 'Céramiques Camille SARL', siren: '552 100 554' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ vat_regime: 'fr', formula_price_cents: 149_000, buyer_business: { name: 'Céramiques Camille SARL', siren: '552100554', vat_number: null } });
    const paid = await api('/api/payment/confirm', { body: { candidature_id: res.body.id, payment_reference: `test_vat_${Date.now()}` }, token: res.body.token });
    const text = pdfText(await pdf(`/api/invoices/${paid.body.invoice_number}/pdf`, res.body.token));
    expect(text).toContain('Facturé à Céramiques Camille SARL SIREN 552 100 554 À l’attention de Camille Durand');
    expect(text).not.toContain('Marque :');
  });

  it('an EU business: reverse charge, the price excluding VAT, no VAT on the deposit invoice nor on its credit note', async () => {
    const res = await apply({ billing_address: address('DE'), buyer_business: { name: 'Weber Keramik GmbH', vat_number: 'de 136 695 976' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ vat_regime: 'reverse_charge', formula_price_cents: 124_167, deposit_cents: 12_417, buyer_business: { vat_number: 'DE136695976' } });
    const paid = await api('/api/payment/confirm', { body: { candidature_id: res.body.id, payment_reference: `test_vat_${Date.now()}` }, token: res.body.token });
    expect(paid.status).toBe(200);
    expect(paid.body.amount_cents).toBe(12_417);
    const [invoice] = (await api('/api/invoices', { token: res.body.token })).body;
    expect(invoice).toMatchObject({ amount_excl_tax_cents: 12_417, vat_cents: 0, vat_rate_bp: null, amount_incl_tax_cents: 12_417 });
    const text = pdfText(await pdf(invoice.url, res.body.token));
    expect(text).toContain('Autoliquidation : TVA due par le preneur');
    expect(text).toContain('N° de TVA : DE136695976');
    const staff = await newUser({ role: 'responsable' });
    const refund = await api(`/api/invoices/${invoice.number}/refunds`, { body: { amount_cents: 5_000, reason: 'Geste' }, token: staff.token, headers: { 'idempotency-key': crypto.randomUUID() } });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body.credit_note).toMatchObject({ amount_excl_tax_cents: 5_000, vat_cents: 0 });
    const note = pdfText(await pdf(refund.body.credit_note.url, res.body.token));
    expect(note).toContain('Autoliquidation');
  });

  it('a business outside the EU: out of scope (art. 259-1 CGI); a private person there pays French VAT', async () => {
    const business = await apply({ billing_address: { street: 'Rue du Lac 8', postal_code: '1003', city: 'Lausanne', country: 'CH' }, buyer_business: { name: 'Favre Textiles Sàrl' } });
    expect(business.body).toMatchObject({ vat_regime: 'out_of_scope', formula_price_cents: 124_167 });
    const person = await apply({ billing_address: { street: 'Rue du Lac 8', postal_code: '1003', city: 'Lausanne', country: 'CH' } });
    expect(person.body).toMatchObject({ vat_regime: 'fr', formula_price_cents: 149_000, buyer_business: null });
  });
});
