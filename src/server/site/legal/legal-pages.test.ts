/**
 * The legal pages built from the facts (decision 059): complete with every setting, gaps shown
 * only outside production, the review notice only outside production, each processor in force
 * named on the privacy page, French typography in every generated sentence.
 */
import { describe, expect, it } from 'vitest';
import { cgv, mentionsLegales, type LegalFacts, type LegalPage } from '#i18n/legal-texts.ts';
import { confidentialite } from '#i18n/privacy-texts.ts';
import { frenchSpacingProblems } from '#i18n/format.ts';
import { cgvMoneyFacts } from './cgv-facts.ts';
import type { Lang } from '#i18n/lang.ts';

const COMPLETE: LegalFacts = {
  seller: { name: 'Atelier SAS', legal_form: 'SAS', share_capital_cents: 1_000_000, address: '12 rue des Artisans, 75011 Paris', siren: '732829320', rcs: 'RCS Paris', vat_number: 'FR44732829320', vat_exempt: false, vat_rate_bp: 2000, email: 'contact@atelier.example', configured: true },
  isProduction: true,
  prices: { essentiel: 149_000, premium: 299_000 },
  deposits: { essentiel: 14_900, premium: 29_900 },
  months: { essentiel: 12, premium: 12 },
  depositPercent: 10,
  googleEnabled: true,
  money: cgvMoneyFacts(),
  mediator: { name: 'CM2C', url: 'https://www.cm2c.net' },
  retention: [],
  publisher: { phone: '+33 1 23 45 67 89', director: 'Camille Martin' },
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix', phone: '+33 9 72 10 10 07' },
  processors: { host: 'OVH SAS', mail: 'Brevo', storage: 'Scaleway SAS', stripe: true, google: true },
  balanceDueDays: 15,
  essentielMaxParcours: 1,
};

const BARE: LegalFacts = {
  ...COMPLETE,
  isProduction: false,
  seller: { ...COMPLETE.seller, legal_form: null, share_capital_cents: null, rcs: null, email: null },
  mediator: { name: null, url: null },
  publisher: { phone: null, director: null },
  host: { name: null, address: null, phone: null },
  processors: { host: null, mail: null, storage: false, stripe: false, google: false },
};

const pages = (lang: Lang, f: LegalFacts): LegalPage[] => [mentionsLegales(lang, f), confidentialite(lang, f), cgv(lang, f)];
const text = (page: LegalPage) => JSON.stringify(page);
const GAP = /à compléter|to be completed/;

describe('legal pages built from the facts (decision 059)', () => {
  it.each(['fr', 'en'] as const)('%s: with every setting, no page has a gap and none shows the review notice', (lang) => {
    for (const page of pages(lang, COMPLETE)) {
      expect(text(page), page.title).not.toMatch(GAP);
      expect(page.review, page.title).toBeNull();
    }
  });

  it.each(['fr', 'en'] as const)('%s: outside production, a missing setting shows as a gap, under the review notice', (lang) => {
    for (const page of pages(lang, BARE)) {
      expect(text(page), page.title).toMatch(GAP);
      expect(page.review, page.title).toMatch(/juriste|legal review/);
    }
    // The same facts in a development server with every setting still show the notice.
    expect(mentionsLegales(lang, { ...COMPLETE, isProduction: false }).review).not.toBeNull();
  });

  it('print the publisher’s phone, the director and the host where LCEN art. 6 III wants them', () => {
    const fr = text(mentionsLegales('fr', COMPLETE));
    for (const s of ['Téléphone\u00a0: +33 1 23 45 67 89', 'Camille Martin', 'Nom\u00a0: OVH SAS', 'Adresse\u00a0: 2 rue Kellermann, 59100 Roubaix', 'Téléphone\u00a0: +33 9 72 10 10 07', 'Capital social\u00a0: 10\u202f000\u00a0€', 'RCS Paris 732 829 320', 'CM2C (https://www.cm2c.net)']) expect(fr).toContain(s);
    const en = text(mentionsLegales('en', COMPLETE));
    for (const s of ['Phone: +33 1 23 45 67 89', 'Camille Martin', 'Name: OVH SAS', 'Phone: +33 9 72 10 10 07']) expect(en).toContain(s);
    expect(fr).not.toContain('représentant légal');
  });

  it.each(['fr', 'en'] as const)('%s: the privacy page names each processor in force, and only those', (lang) => {
    const all = text(confidentialite(lang, COMPLETE));
    for (const name of ['OVH SAS', 'Brevo', 'Scaleway SAS', 'Stripe Payments Europe', 'Stripe, Inc.', 'Google Ireland Limited', 'Google LLC', 'Data Privacy Framework']) expect(all).toContain(name);
    const few = text(confidentialite(lang, { ...COMPLETE, processors: { host: 'OVH SAS', mail: 'Brevo', storage: false, stripe: false, google: false } }));
    for (const name of ['OVH SAS', 'Brevo']) expect(few).toContain(name);
    for (const name of ['Scaleway', 'Stripe Payments Europe', 'Google Ireland', 'Data Privacy Framework']) expect(few).not.toContain(name);
    // Mail only written to the outbox directory: no mail provider is named.
    expect(text(confidentialite(lang, { ...COMPLETE, processors: { ...COMPLETE.processors, mail: false } }))).not.toContain('Brevo');
  });

  it.each([['fr', /directives[\s\S]*art.\u00a085[\s\S]*contact@atelier\.example/], ['en', /directives[\s\S]*art. 85[\s\S]*contact@atelier\.example/]] as const)(
    '%s: the privacy page gives the right to post-mortem directives and where to send them (loi 78-17 art. 85)',
    (lang, re) => {
      expect(text(confidentialite(lang, COMPLETE))).toMatch(re);
    },
  );

  it('promise no review of applications anywhere', () => {
    for (const lang of ['fr', 'en'] as const) for (const page of pages(lang, COMPLETE)) expect(text(page)).not.toMatch(/acceptée|once accepted|is accepted/);
  });

  it('write French with French spacing in every generated sentence', () => {
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    const problems = pages('fr', COMPLETE).flatMap((page) => strings(page).flatMap((s) => frenchSpacingProblems(s).map((p) => `${p}: ${s}`)));
    expect(problems).toEqual([]);
  });
});
