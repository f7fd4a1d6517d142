import { describe, expect, it } from 'vitest';
import { applicationInput } from './application-input.ts';
import { parseIn } from '#server/platform/http/field-messages.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { Lang } from '#i18n/lang.ts';
import { applicationInputTexts } from '#i18n/application-input-texts.ts';
import { withdrawalInputTexts } from '#i18n/withdrawal-texts.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@test.atelier.local',
  brand: 'Céramiques Camille',
  trade: 'Céramiste',
  priority_need: 'gamme_de_tarifs',
  monthly_revenue: 2500,
  objective: 'Vivre de mon atelier\nd’ici un an.',
  formula: 'essentiel',
  billing_address: { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' },
  accept_cgv: true,
  ...overrides,
});

function refusedFields(value: unknown, lang: Lang = 'fr') {
  try {
    parseIn(applicationInput, value, lang);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, fields: (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors };
  }
  return null;
}

const address = { street: '12 rue des Potiers', postal_code: '69003', city: 'Lyon', country: 'FR' };

describe('the application refuses control characters in every text that reaches a document (decision 050)', () => {
  it.each([
    ['first_name', { first_name: 'Ca\u0001mille' }],
    ['last_name', { last_name: 'Du\nrand' }],
    ['brand', { brand: 'Céramiques\r\nCamille' }],
    ['trade', { trade: 'Céra\u2028miste' }],
    ['objective', { objective: 'Vivre\u0007 de mon atelier' }],
    ['already_tried', { already_tried: 'Des marchés\u001b[31m' }],
    ['billing_address', { billing_address: { ...address, street: '12 rue\u0000 des Potiers' } }],
    ['billing_address', { billing_address: { ...address, city: 'Lyon\n3e' } }],
    ['billing_address', { billing_address: { ...address, postal_code: '69003\t' } }],
    ['buyer_business', { buyer_business: { name: 'Céramiques\u0085SARL', siren: '552100554' } }],
  ])('%s: 400 validation_failed naming it', (field, overrides) => {
    const refused = refusedFields(body(overrides));
    expect(refused?.code).toBe('validation_failed');
    expect(Object.keys(refused!.fields)).toEqual([field]);
    expect(refused!.fields[field]!.join(' ')).toMatch(/Une seule ligne|Pas de caractère de contrôle/);
    expect(refusedFields(body(overrides), 'en')!.fields[field]!.join(' ')).toMatch(/One line only|No control characters/);
  });

  it('a multi-line text keeps its line feeds', () => {
    expect(parseIn(applicationInput, body({ already_tried: 'Marchés\r\nSalons' }), 'fr').already_tried).toBe('Marchés\nSalons');
  });
});

describe('buyer_business as documented', () => {
  it.each([['absent', {}], ['null', { buyer_business: null }]])('%s: a private person', (_name, overrides) => {
    expect(parseIn(applicationInput, body(overrides), 'fr').buyer_business ?? null).toBeNull();
  });
});

describe('one schema, its own messages worded in the caller’s language (issue 38)', () => {
  it.each(['fr', 'en'] as const)('%s: the form’s texts, a limit read from the refused check', (lang) => {
    const m = applicationInputTexts[lang];
    const refused = refusedFields(
      body({ first_name: 'x'.repeat(81), email: 'nope', links: Array.from({ length: 11 }, (_, i) => `https://example.com/${i}`) }),
      lang,
    );
    expect(refused?.fields).toEqual({
      first_name: [m.tooLong(80)],
      email: [m.email],
      links: [m.tooManyLinks(10)],
    });
    const ruled = refusedFields(body({ buyer_business: { name: 'Firma' }, early_start_requested: true }), lang);
    expect(ruled).toEqual({ code: 'rule_failed', fields: { withdrawal_waiver_acknowledged: [withdrawalInputTexts[lang].bothOrNeither], buyer_business: [m.sirenRequired] } });
  });
});
