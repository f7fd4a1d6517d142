/**
 * Clean text in (decision 050): a text that reaches invoices, exports or mail headers refuses
 * control characters and line breaks with 400 validation_failed naming the field, in the
 * caller's language; notes keep their line breaks. api() also checks each refusal against the
 * pattern the API description states.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';

describe('control characters are refused where a text reaches a document', () => {
  it.each([
    ['first_name', { first_name: 'Ca\u0001mille' }],
    ['brand', { brand: 'Céramiques\nCamille' }],
    ['billing_address', { billing_address: { street: '12 rue\u2028des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' } }],
    ['buyer_business', { buyer_business: { name: 'Céramiques\tSARL', siren: '552100554' } }],
  ])('the application’s %s (400 validation_failed, in French and English)', async (field, overrides) => {
    const fr = await apply(overrides);
    expect([fr.status, errorCode(fr)]).toEqual([400, 'validation_failed']);
    expect(Object.keys(fr.body.error.details.fieldErrors)).toEqual([field]);
    expect(fr.body.error.details.fieldErrors[field].join(' ')).toContain('Une seule ligne, sans caractère de contrôle');
    const en = await apply(overrides, { lang: 'en' });
    expect(en.body.error.details.fieldErrors[field].join(' ')).toContain('One line only, without control characters');
  });

  it('a private person may send buyer_business: null, as documented', async () => {
    const res = await apply({ buyer_business: null });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ buyer_business: null, vat_regime: 'fr' });
  });

  it('the profile: names and brand one line, the bio keeps its line breaks', async () => {
    const { token, user } = await newUser();
    const refused = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body: { brand: 'Atelier\r\nBois', last_name: 'Du\u001frand' } });
    expect([refused.status, errorCode(refused)]).toEqual([400, 'validation_failed']);
    expect(Object.keys(refused.body.error.details.fieldErrors).sort()).toEqual(['brand', 'last_name']);
    const saved = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body: { brand: 'Atelier Bois', bio: 'Ébéniste.\nMeubles sur mesure.' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ brand: 'Atelier Bois', bio: 'Ébéniste.\nMeubles sur mesure.' });
  });
});
