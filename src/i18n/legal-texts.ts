/**
 * The texts of the legal pages (mentions légales, confidentialité, CGV), French and English
 * (decision 022). A lawyer edits the sentences below; the figures (seller identity, host,
 * director, prices, deposit, durations, processors) come from the settings and the code that
 * applies them, so the pages never drift from what the service does (decision 059). Say only what
 * exists: no feature is promised here that the code does not have. The privacy page's words are in
 * privacy-texts.ts, the CGV's longer sections in cgv-sections.ts.
 */
import { formatDate } from './format.ts';
import type { Lang } from './lang.ts';
import { contact, eur, field, reviewNotice, sellerLines, sellerName } from './legal-fields.ts';
export { REVIEW_NOTICE, reviewNotice } from './legal-fields.ts';
import type { LegalFacts, LegalPage } from './legal-types.ts';
export type { LegalFacts, LegalPage, LegalSection, Processors, RetentionWords } from './legal-types.ts';
import { applicationSection, balanceSection, formulaContentsSection, paymentTermsSection, pricesByBuyerSection, sellerSection } from './cgv-sections.ts';
import { pagePath } from './paths.ts';
import { withdrawalSections } from './withdrawal-texts.ts';

/**
 * Every edition of the CGV below: its version, recorded with each application that accepts them
 * (decision 027), and the fingerprint of the money facts it describes (src/server/site/legal/cgv-facts.ts,
 * decision 035; null before facts were pinned). Add an edition with every change of the CGV's
 * wording, and whenever cgv-facts.test.ts says the facts changed: a money feature the terms
 * describe cannot change without new terms.
 */
export const CGV_EDITIONS: readonly { version: string; facts: string | null }[] = [
  { version: '2026-11-25', facts: null },
  { version: '2026-11-26', facts: '272b36929ba74458' },
  // One edition for this release (decisions 048, 050, 057): the balance's VAT is the VAT in force
  // when it is paid and the price does not move; each formula's duration, from the deposit's
  // payment; access follows the money (a partial refund of the deposit ends nothing, a paid
  // balance holds the deposit).
  { version: '2026-11-28', facts: '9f584ee761fad9bf' },
  // One edition for this release (decisions 058, 059): the consumer's withdrawal right and its
  // model form; the seller's phone, what each formula contains, who pays which price, the balance's
  // request and due date, the B2B payment terms.
  { version: '2026-11-29', facts: '50764909afcd8777' },
];
export const CGV_VERSION = CGV_EDITIONS.at(-1)!.version;

export function mentionsLegales(lang: Lang, f: LegalFacts): LegalPage {
  const mediator = mediatorName(f, lang);
  const review = reviewNotice(lang, f);
  // LCEN art. 6 III (publisher with phone, publication director, host with address and phone),
  // code de la consommation L616-1 (the mediator, on the site): decision 059.
  if (lang === 'en') {
    return {
      title: 'Legal notice',
      intro: 'Who publishes this service and who hosts it (French law no. 2004-575 of 21 June 2004, art. 6).',
      review,
      sections: [
        { heading: 'Publisher', list: sellerLines(lang, f) },
        { heading: 'Publication director', paragraphs: [field(f.publisher.director, lang)] },
        { heading: 'Host', list: [`Name: ${field(f.host.name, lang)}`, `Address: ${field(f.host.address, lang)}`, `Phone: ${field(f.host.phone, lang)}`] },
        { heading: 'Consumer mediation', paragraphs: [`Consumer mediator: ${mediator}.`] },
      ],
    };
  }
  return {
    title: 'Mentions légales',
    intro: 'Qui édite ce service et qui l’héberge (loi no\u00a02004-575 du 21\u00a0juin 2004, art.\u00a06).',
    review,
    sections: [
      { heading: 'Éditeur', list: sellerLines(lang, f) },
      { heading: 'Directeur de la publication', paragraphs: [field(f.publisher.director, lang)] },
      { heading: 'Hébergeur', list: [`Nom\u00a0: ${field(f.host.name, lang)}`, `Adresse\u00a0: ${field(f.host.address, lang)}`, `Téléphone\u00a0: ${field(f.host.phone, lang)}`] },
      { heading: 'Médiation de la consommation', paragraphs: [`Médiateur de la consommation\u00a0: ${mediator}.`] },
    ],
  };
}

/** "CM2C (https://www.cm2c.net)", or the gap outside production. */
export function mediatorName(f: Pick<LegalFacts, 'mediator'>, lang: Lang): string {
  return f.mediator.name ? `${f.mediator.name}${f.mediator.url ? ` (${f.mediator.url})` : ''}` : field(null, lang);
}

/** The CGV, built from the money facts (decisions 035, 059): each section says what the code does. */
export function cgv(lang: Lang, f: LegalFacts): LegalPage {
  const p = (k: 'essentiel' | 'premium') => eur(f.prices[k], lang);
  // The service period the final invoice prints (decision 050).
  const months = (k: 'essentiel' | 'premium') => (lang === 'fr' ? `${f.months[k]}\u00a0mois` : `${f.months[k]} month${f.months[k] > 1 ? 's' : ''}`);
  const tax = f.seller.vat_exempt ? (lang === 'fr' ? 'TVA non applicable, art. 293 B du CGI' : 'VAT not applicable, art. 293 B of the French tax code') : lang === 'fr' ? 'TTC' : 'incl. VAT';
  const c = contact(f, lang);
  const m = f.money;
  const creditNotes = m.creditNoteNumber !== '';
  const mediator = mediatorName(f, lang);
  const review = reviewNotice(lang, f);
  if (lang === 'en') {
    return {
      title: 'Terms of sale',
      intro: `Terms of sale of the Atelier formulas by ${sellerName(f, lang)}, version of ${formatDate(CGV_VERSION, 'en')}. Payments, refunds and credit notes are described as the service handles them.`,
      review,
      sections: [
        sellerSection(lang, f),
        { heading: 'Formulas and prices', list: [`Essential: ${p('essentiel')} ${tax}, ${months('essentiel')} of support`, `Premium: ${p('premium')} ${tax}, ${months('premium')} of support`], after: ['The price shown on the application form is the price charged. Each formula runs from the day the support starts (the deposit’s payment, or the day after the withdrawal period for a consumer who chose to wait), for the months stated above; the final invoice states this period.'] },
        formulaContentsSection(lang, f),
        pricesByBuyerSection(lang, f),
        applicationSection(lang, f),
        balanceSection(lang, f),
        paymentTermsSection(lang, f),
        ...withdrawalSections(lang, { periodDays: m.withdrawal.periodDays, seller: { name: sellerName(f, lang), address: f.seller.configured ? f.seller.address : field(null, lang), email: c }, formUrl: pagePath(lang, '/formulaire-de-retractation') }),
        { heading: 'Refunds and credit notes', paragraphs: [
          `A refund (withdrawal, service cancelled, payment made twice) is made by us to the card used for the payment, on request to ${c}; it may be partial.`,
          ...(creditNotes ? ['Every refund issues a credit note (numbered A-YYYY-NNNNNN) that names the invoice it credits, emailed to you like the invoices.'] : []),
          ...(m.fullDepositRefundCancelsBalance ? ['Access to the formula follows what you have paid: it lasts while an invoice of the formula you paid is not wholly refunded. A partial refund of the deposit ends neither access nor a balance requested, which stays due. A full refund of the deposit before the balance is paid ends access, and a balance requested and not yet paid is then cancelled.'] : []),
          ...(m.paidBalanceHoldsAccess ? ['Once the balance is paid, the deposit is refunded in full only together with the final invoice, which then ends access.'] : []),
        ] },
        { heading: 'Contact, disputes and mediation', paragraphs: [`Questions and complaints: ${c}, or ${field(f.publisher.phone, lang)}. French law applies. If a complaint made to us in writing is not settled, a consumer may refer it free of charge to the consumer mediator: ${mediator}.`] },
      ],
    };
  }
  return {
    title: 'Conditions générales de vente',
    intro: `Conditions de vente des formules Atelier par ${sellerName(f, lang)}, version du ${formatDate(CGV_VERSION, 'fr')}. Les paiements, remboursements et avoirs sont décrits tels que le service les traite.`,
    review,
    sections: [
      sellerSection(lang, f),
      { heading: 'Formules et prix', list: [`Essentiel\u00a0: ${p('essentiel')} ${tax}, ${months('essentiel')} d’accompagnement`, `Premium\u00a0: ${p('premium')} ${tax}, ${months('premium')} d’accompagnement`], after: ['Le prix affiché sur le formulaire de candidature est celui qui est facturé. Chaque formule court à compter du début de l’accompagnement (le paiement de l’acompte, ou le lendemain du délai de rétractation pour un consommateur qui a choisi d’attendre), pour la durée indiquée ci-dessus\u00a0; la facture de solde mentionne cette période.'] },
      formulaContentsSection(lang, f),
      pricesByBuyerSection(lang, f),
      applicationSection(lang, f),
      balanceSection(lang, f),
      paymentTermsSection(lang, f),
      ...withdrawalSections(lang, { periodDays: m.withdrawal.periodDays, seller: { name: sellerName(f, lang), address: f.seller.configured ? f.seller.address : field(null, lang), email: c }, formUrl: pagePath(lang, '/formulaire-de-retractation') }),
      { heading: 'Remboursements et avoirs', paragraphs: [
        `Un remboursement (rétractation, prestation annulée, paiement fait deux fois) est fait par nos soins sur la carte utilisée pour le paiement, sur demande à ${c}\u00a0; il peut être partiel.`,
        ...(creditNotes ? ['Chaque remboursement donne lieu à un avoir (facture d’avoir numérotée A-AAAA-NNNNNN) qui cite la facture qu’il rectifie, envoyé par e-mail comme les factures.'] : []),
        ...(m.fullDepositRefundCancelsBalance ? ['L’accès à la formule suit ce que vous avez payé\u00a0: il dure tant qu’une facture payée de la formule n’est pas entièrement remboursée. Un remboursement partiel de l’acompte ne met fin ni à l’accès ni au solde demandé, qui reste dû. Le remboursement complet de l’acompte avant le paiement du solde met fin à l’accès, et un solde demandé et non payé est alors annulé.'] : []),
        ...(m.paidBalanceHoldsAccess ? ['Une fois le solde payé, l’acompte n’est remboursé en totalité qu’avec la facture de solde, ce qui met alors fin à l’accès.'] : []),
      ] },
      { heading: 'Contact, litiges et médiation', paragraphs: [`Questions et réclamations\u00a0: ${c} ou ${field(f.publisher.phone, lang)}. Le droit français s’applique. Si une réclamation écrite auprès de nous n’aboutit pas, un consommateur peut saisir gratuitement le médiateur de la consommation\u00a0: ${mediator}.`] },
    ],
  };
}
