import { deOrD } from '#i18n/elision.ts';
import { describe, expect, it } from 'vitest';
import { CGV_EDITIONS, CGV_VERSION, cgv, type LegalFacts } from '#i18n/legal-texts.ts';
import { cgvFactsFingerprint, cgvMoneyFacts } from './cgv-facts.ts';
import type { Lang } from '#i18n/lang.ts';

describe('the CGV follow the money facts (decision 035)', () => {
  it('pin the fingerprint of the facts they describe beside their version', () => {
    const current = CGV_EDITIONS.at(-1)!;
    expect(current.version).toBe(CGV_VERSION);
    expect(
      cgvFactsFingerprint(),
      'A money feature the CGV describe changed (src/server/site/legal/cgv-facts.ts). Update the CGV text (src/i18n/legal-texts.ts), then add an edition to CGV_EDITIONS with a new version and this fingerprint.',
    ).toBe(current.facts);
  });

  it('give every edition its own, later version', () => {
    const versions = CGV_EDITIONS.map((e) => e.version);
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    const pinned = CGV_EDITIONS.map((e) => e.facts).filter((f) => f !== null);
    expect(pinned.every((f) => /^[0-9a-f]{16}$/.test(f!))).toBe(true);
  });

  it('change the fingerprint when a fact changes', () => {
    const facts = cgvMoneyFacts();
    expect(cgvFactsFingerprint({ ...facts, paidOnline: ['acompte'] })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, depositPercent: 15 })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, fullDepositRefundCancelsBalance: false })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, paidBalanceHoldsAccess: false })).not.toBe(cgvFactsFingerprint(facts));
    // Decision 059: the B2B terms, the VAT regimes, what each formula opens.
    expect(cgvFactsFingerprint({ ...facts, paymentTerms: { ...facts.paymentTerms, recoveryFeeCents: 5000 } })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, paymentTerms: { ...facts.paymentTerms, latePenaltyTimesLegalRate: 4 } })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, vatRegimes: ['fr', 'franchise'] })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, cappedRoles: [] })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, formulaRoles: { essentiel: 'client_premium', premium: 'client_premium' } })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, withdrawal: { ...facts.withdrawal, proportionalWhenEarlyStart: false } })).not.toBe(cgvFactsFingerprint(facts));
    expect(cgvFactsFingerprint({ ...facts, withdrawal: { ...facts.withdrawal, periodDays: 30 } })).not.toBe(cgvFactsFingerprint(facts));
  });
});

describe('the CGV text is built from the facts', () => {
  const facts = (over: Partial<LegalFacts['money']> = {}): LegalFacts => ({
    seller: { name: 'Atelier SAS', legal_form: null, address: '1 rue A, 75011 Paris', siren: '732829320', rcs: null, vat_number: 'FR44732829320', vat_exempt: false, vat_rate_bp: 2000, email: 'contact@atelier.test', configured: true },
    isProduction: false,
    prices: { essentiel: 149_000, premium: 299_000 },
    deposits: { essentiel: 14_900, premium: 29_900 },
    months: { essentiel: 12, premium: 6 },
    depositPercent: 10,
    googleEnabled: false,
    money: { ...cgvMoneyFacts(), ...over },
    mediator: { name: 'CM2C', url: 'https://www.cm2c.net' },
    retention: [],
    publisher: { phone: '+33 1 23 45 67 89', director: 'Camille Martin' },
    host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix', phone: '+33 9 72 10 10 07' },
    processors: { host: 'OVH SAS', mail: 'Brevo', storage: false, stripe: true, google: false },
    balanceDueDays: 15,
    essentielMaxParcours: 1,
  });
  const text = (lang: Lang, f: LegalFacts) => JSON.stringify(cgv(lang, f));

  it.each([['fr', /réglez en ligne par carte/, /avoir \(facture d’avoir numérotée A-AAAA-NNNNNN\)/, /remboursement partiel de l’acompte ne met fin ni à l’accès/, /CM2C \(https:\/\/www\.cm2c\.net\)/],
    ['en', /pay it online by card/, /credit note \(numbered A-YYYY-NNNNNN\)/, /partial refund of the deposit ends neither access/, /CM2C \(https:\/\/www\.cm2c\.net\)/]] as const)(
    '%s: the balance paid online, refunds with credit notes, the deposit rule, the mediator',
    (lang, online, creditNote, rule, mediator) => {
      const t = text(lang, facts());
      for (const re of [online, creditNote, rule, mediator]) expect(t).toMatch(re);
      expect(t).not.toMatch(/n’émet pas|does not issue|ne l’encaisse pas|does not collect/);
    },
  );

  it.each([['fr', 'Essentiel\u00a0: 1\u202f490,00\u00a0€ TTC, 12\u00a0mois d’accompagnement', 'Premium\u00a0: 2\u202f990,00\u00a0€ TTC, 6\u00a0mois d’accompagnement'], ['en', 'Essential: €1,490.00 incl. VAT, 12 months of support', 'Premium: €2,990.00 incl. VAT, 6 months of support']] as const)(
    '%s: each formula’s duration, the period its final invoice states (decision 050)',
    (lang, essentiel, premium) => {
      const list = cgv(lang, facts()).sections.find((s) => ['Formules et prix', 'Formulas and prices'].includes(s.heading))!.list!;
      expect(list).toEqual([essentiel, premium]);
    },
  );

  it('say the balance is agreed directly when the product does not take it online', () => {
    expect(text('fr', facts({ paidOnline: ['acompte'] }))).toMatch(/convenues directement/);
    expect(text('en', facts({ paidOnline: ['acompte'] }))).not.toMatch(/pay it online/);
  });

  it.each([
    ['fr', [/trois fois le taux d’intérêt légal/, /indemnité forfaitaire pour frais de recouvrement de 40\u00a0€/, /Aucun escompte/, /payable dans les 15\u00a0jours de sa demande/, /1\u202f241,67\u00a0€ HT/, /autoliquidation, art\. 283-2 et 259-1 du CGI/, /hors du champ de la TVA française/, /Un parcours actif à la fois/, /Autant de parcours actifs/, /Téléphone\u00a0: \+33 1 23 45 67 89/, /sans étape d’examen/]],
    ['en', [/3 times the French legal interest rate/, /recovery costs of €40 /, /No discount/, /payable within 15 days of its request/, /€1,241\.67 excl\. VAT/, /reverse charge, art\. 283-2 and 259-1/, /outside the scope of French VAT/, /One active path at a time/, /As many active paths/, /Phone: \+33 1 23 45 67 89/, /no review step/]],
  ] as const)('%s: state the B2B terms, the prices by buyer, each formula’s contents, the balance’s due date (decision 059)', (lang, expected) => {
    const t = text(lang, facts());
    for (const re of expected) expect(t).toMatch(re);
    expect(t).not.toMatch(/acceptée|once your application is accepted/);
  });

  it('read the B2B terms and the parcours cap from the facts, not from the words', () => {
    const f = facts({ paymentTerms: { earlyPaymentDiscount: false, latePenaltyTimesLegalRate: 4, recoveryFeeCents: 5000 }, cappedRoles: [] });
    const t = text('fr', f);
    expect(t).toMatch(/quatre fois le taux/);
    expect(t).toMatch(/de 50\u00a0€/);
    expect(t).not.toMatch(/Un parcours actif à la fois/);
    expect(text('fr', { ...facts(), balanceDueDays: 30 })).toMatch(/dans les 30\u00a0jours/);
  });

  it('charge a VAT-exempt seller’s price to every buyer', () => {
    const f = facts();
    const t = text('fr', { ...f, seller: { ...f.seller, vat_exempt: true } });
    expect(t).toMatch(/chaque acheteur paie le prix indiqué ci-dessus, sans TVA/);
    expect(t).not.toMatch(/1\u202f241,67/);
  });
});

describe('the CGV carry the withdrawal right and its model form (decision 058)', () => {
  const f = (): LegalFacts => ({
    seller: { name: 'Atelier SAS', legal_form: null, address: '1 rue A, 75011 Paris', siren: '732829320', rcs: null, vat_number: null, vat_exempt: false, vat_rate_bp: 2000, email: 'contact@atelier.test', configured: true },
    isProduction: false,
    prices: { essentiel: 149_000, premium: 299_000 },
    deposits: { essentiel: 14_900, premium: 29_900 },
    months: { essentiel: 12, premium: 12 },
    depositPercent: 10,
    googleEnabled: false,
    money: cgvMoneyFacts(),
    mediator: { name: null, url: null },
    retention: [],
    publisher: { phone: '+33 1 23 45 67 89', director: 'Camille Martin' },
    host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix', phone: '+33 9 72 10 10 07' },
    processors: { host: 'OVH SAS', mail: 'Brevo', storage: false, stripe: true, google: false },
    balanceDueDays: 15,
    essentielMaxParcours: 1,
  });
  it.each([
    ['fr', /14\u00a0jours à compter de la conclusion du contrat/, /Modèle de formulaire de rétractation|modèle de formulaire de rétractation/, /À l’attention d’Atelier SAS, 1 rue A, 75011 Paris, contact@atelier\.test/, /art\. L221-24/, /n’a pas de droit de rétractation/],
    ['en', /within 14 days from the day the contract is made/, /model withdrawal form/, /To Atelier SAS, 1 rue A, 75011 Paris, contact@atelier\.test/, /art\. L221-24/, /has no right of withdrawal/],
  ] as const)('%s: the period from the contract, the annex filled with the seller, the refund deadline, business buyers', (lang, ...patterns) => {
    const t = JSON.stringify(cgv(lang, f()));
    for (const re of patterns) expect(t).toMatch(re);
    expect(t).not.toMatch(/à compter du paiement|from the payment/);
  });
});

describe('the model form names the seller as French writes it', () => {
  it.each([
    ['Atelier SAS', 'd’Atelier SAS'],
    ['Olivia Martin', 'd’Olivia Martin'],
    ['Hélène Roux', 'd’Hélène Roux'],
    ['Maison Brun', 'de Maison Brun'],
    ['Camille', 'de Camille'],
  ])('%s → %s', (name, expected) => {
    expect(deOrD(name)).toBe(expected);
  });
});
