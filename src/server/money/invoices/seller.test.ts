import { describe, expect, it } from 'vitest';
import { legalFormLine, sellerLegalInformation, type SellerIdentity } from './seller.ts';

const base: SellerIdentity = {
  name: 'Atelier SAS',
  legal_form: 'SAS',
  share_capital_cents: 1_000_000,
  address: '12 rue des Artisans, 75011 Paris',
  siren: '732829320',
  rcs: 'RCS Paris',
  vat_number: 'FR44732829320',
  vat_exempt: false,
  vat_rate_bp: 2000,
  email: null,
  configured: true,
};

const spaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('the seller’s legal mentions (art. R123-237 du Code de commerce, decision 050)', () => {
  it.each([
    ['form, capital and registry', base, 'SAS au capital de 10 000 €', 'SAS au capital de 10 000 € — RCS Paris 732 829 320'],
    ['a capital with cents', { ...base, share_capital_cents: 100_050 }, 'SAS au capital de 1 000,50 €', 'SAS au capital de 1 000,50 € — RCS Paris 732 829 320'],
    ['an individual enterprise (no capital)', { ...base, legal_form: 'EI', share_capital_cents: null }, 'EI', 'EI — RCS Paris 732 829 320'],
    ['a snapshot before decision 050 (free texts)', { ...base, legal_form: 'SAS au capital de 10 000 €', share_capital_cents: undefined, rcs: 'RCS Paris B 732 829 320' }, 'SAS au capital de 10 000 €', 'SAS au capital de 10 000 € — RCS Paris B 732 829 320'],
    ['nothing configured', { ...base, legal_form: null, share_capital_cents: null, rcs: null }, null, null],
  ])('%s', (_name, seller, line, bt33) => {
    expect(spaces(legalFormLine(seller))).toBe(line);
    expect(spaces(sellerLegalInformation(seller))).toBe(bt33);
  });
});
