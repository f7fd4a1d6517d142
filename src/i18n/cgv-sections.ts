/**
 * The CGV's sections that bind (decision 059), built from the product's facts: who sells, what
 * each formula contains, who pays which price (the figures of src/shared/buyer-price.ts, decision
 * 056: what is charged), when the deposit and the balance are paid, and the terms between
 * professionals the invoices print (src/shared/payment-terms.ts). cgv() in legal-texts.ts puts
 * them in order; the withdrawal section is withdrawal-texts.ts's.
 */
import { buyerAmounts, type VatRegime } from '../shared/buyer-price.ts';
import { timesInFrench } from '../shared/payment-terms.ts';
import { formatCents } from './format.ts';
import { formulaTexts } from './formula-texts.ts';
import type { Lang } from './lang.ts';
import { eur, sellerLines } from './legal-fields.ts';
import type { LegalFacts, LegalSection } from './legal-types.ts';

type Formula = 'essentiel' | 'premium';
const FORMULAS: readonly Formula[] = ['essentiel', 'premium'];

/** The seller, as art. L111-1 and L221-5 of the code de la consommation want it before the contract. */
export function sellerSection(lang: Lang, f: LegalFacts): LegalSection {
  return { heading: lang === 'fr' ? 'Vendeur' : 'Seller', list: sellerLines(lang, f) };
}

/** What each formula opens (art. L111-1 1°): its features, the parcours cap where the code applies it, its duration. */
export function formulaContentsSection(lang: Lang, f: LegalFacts): LegalSection {
  const t = formulaTexts[lang];
  const capped = (k: Formula) => f.money.cappedRoles.includes(f.money.formulaRoles[k] ?? '');
  // The cap is a rule of the code (CAPPED_PARCOURS_ROLES): a formula it does not hold lists no cap.
  const features = (k: Formula) => (k === 'essentiel' ? t.features.essentiel(f.essentielMaxParcours).slice(0, capped(k) ? 3 : 2) : t.features.premium);
  const months = (k: Formula) => (lang === 'fr' ? `${f.months[k]}\u00a0mois` : `${f.months[k]} month${f.months[k] > 1 ? 's' : ''}`);
  const sep = lang === 'fr' ? '\u00a0; ' : '; ';
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return {
    heading: lang === 'fr' ? 'Ce que comprend chaque formule' : 'What each formula contains',
    list: FORMULAS.map((k) => `${t.labels[k]} (${months(k)})${colon}${features(k).join(sep)}.`),
    after: [lang === 'fr'
      ? 'L’accès est personnel, ouvert au compte qui a candidaté, du début de l’accompagnement (le paiement de l’acompte, ou le lendemain du délai de rétractation pour un consommateur qui a choisi d’attendre) jusqu’au terme de la durée de la formule.'
      : 'Access is personal, given to the account that applied, from the start of the support (the deposit’s payment, or the day after the withdrawal period for a consumer who chose to wait) to the end of the formula’s duration.'],
  };
}

/** A price and its deposit as charged under `regime`. */
function charged(f: LegalFacts, k: Formula, regime: VatRegime) {
  return buyerAmounts(f.prices[k], regime, { vat_exempt: f.seller.vat_exempt, vat_rate_bp: f.seller.vat_rate_bp, display: 'ttc' });
}

/**
 * Who pays which price (decision 036): a consumer, or a business in France or Monaco, pays the
 * price with French VAT; a business elsewhere in the EU whose VAT number VIES confirms pays it
 * without VAT, self-assessed (art. 283-2 and 259-1 du CGI); a business outside the EU, without
 * VAT, outside the scope of French VAT (art. 259-1 du CGI). A VAT-exempt seller charges everyone
 * the same price (art. 293 B du CGI).
 */
export function pricesByBuyerSection(lang: Lang, f: LegalFacts): LegalSection {
  const fr = lang === 'fr';
  const heading = fr ? 'Prix selon l’acheteur' : 'Prices by buyer';
  const label = (k: Formula) => formulaTexts[lang].labels[k];
  if (f.seller.vat_exempt) {
    return { heading, paragraphs: [fr
      ? 'TVA non applicable, art. 293 B du CGI\u00a0: chaque acheteur paie le prix indiqué ci-dessus, sans TVA.'
      : 'VAT not applicable, art. 293 B of the French tax code: every buyer pays the price stated above, without VAT.'] };
  }
  const rate = `${f.seller.vat_rate_bp / 100}${fr ? '\u00a0%' : '%'}`;
  const prices = (regime: VatRegime, tax: string) => FORMULAS.map((k) => `${label(k)} ${eur(charged(f, k, regime).priceCents, lang)} ${tax}`).join(fr ? ', ' : ', ');
  const ttc = fr ? 'TTC' : 'incl. VAT';
  const ht = fr ? 'HT' : 'excl. VAT';
  // The regimes the code knows (VAT_REGIMES): a regime it does not apply is not described.
  const known = (r: VatRegime) => f.money.vatRegimes.includes(r);
  const list = [
    fr
      ? `Consommateurs, où qu’ils résident, et entreprises établies en France ou à Monaco\u00a0: prix TTC, TVA française de ${rate} incluse (${prices('fr', ttc)}).`
      : `Consumers wherever they live, and businesses established in France or Monaco: prices including French VAT at ${rate} (${prices('fr', ttc)}).`,
    ...(known('reverse_charge') ? [fr
      ? `Entreprises établies dans un autre État de l’Union européenne, dont le numéro de TVA est confirmé par le service VIES de la Commission européenne\u00a0: prix HT (${prices('reverse_charge', ht)})\u00a0; la TVA est due par l’acheteur (autoliquidation, art. 283-2 et 259-1 du CGI). Sans cette confirmation, la TVA française s’applique.`
      : `Businesses established in another EU member state whose VAT number the European Commission’s VIES service confirms: prices excluding VAT (${prices('reverse_charge', ht)}); the buyer accounts for the VAT (reverse charge, art. 283-2 and 259-1 of the French tax code). Without that confirmation, French VAT applies.`] : []),
    ...(known('out_of_scope') ? [fr
      ? `Entreprises établies hors de l’Union européenne\u00a0: prix HT (${prices('out_of_scope', ht)}), hors du champ de la TVA française (art. 259-1 du CGI).`
      : `Businesses established outside the EU: prices excluding VAT (${prices('out_of_scope', ht)}), outside the scope of French VAT (art. 259-1 of the French tax code).`] : []),
  ];
  return { heading, list };
}

/** Applying, and the deposit (no review step: an application is recorded at once, decision 059). */
export function applicationSection(lang: Lang, f: LegalFacts): LegalSection {
  const fr = lang === 'fr';
  const percent = `${f.money.depositPercent}${fr ? '\u00a0%' : ' %'}`;
  const deposit = (k: Formula) => {
    const ttc = eur(charged(f, k, f.seller.vat_exempt ? 'franchise' : 'fr').depositCents, lang);
    if (f.seller.vat_exempt) return ttc;
    const ht = eur(charged(f, k, 'out_of_scope').depositCents, lang);
    return fr ? `${ttc}\u00a0TTC ou ${ht}\u00a0HT` : `${ttc} incl. VAT or ${ht} excl. VAT`;
  };
  const label = (k: Formula) => formulaTexts[lang].labels[k];
  const deposits = FORMULAS.map((k) => `${label(k)}${fr ? '\u00a0: ' : ': '}${deposit(k)}`).join(', ');
  return {
    heading: fr ? 'Candidature et acompte' : 'Application and deposit',
    paragraphs: [fr
      ? `Vous candidatez en ligne pour une formule\u00a0; votre candidature est enregistrée aussitôt, sans étape d’examen, et vous payez alors en ligne par carte un acompte de ${percent} du prix qui s’applique à vous (${deposits}). Le paiement de l’acompte donne lieu à une facture d’acompte, envoyée par e-mail, et ouvre votre atelier (pour un consommateur qui a choisi d’attendre, le lendemain du délai de rétractation).`
      : `You apply online for a formula; your application is recorded at once, with no review step, and you then pay online by card a deposit of ${percent} of the price that applies to you (${deposits}). Paying the deposit issues a deposit invoice, emailed to you, and opens your workshop (for a consumer who chose to wait, on the day after the withdrawal period).`],
  };
}

/** When the balance is requested, when it is due, how it is paid; the VAT rule at its payment (decision 048). */
export function balanceSection(lang: Lang, f: LegalFacts): LegalSection {
  const fr = lang === 'fr';
  const online = f.money.paidOnline.includes('solde');
  const days = f.balanceDueDays;
  const when = fr
    ? `Le solde (le prix moins l’acompte) vous est demandé par e-mail par notre équipe, après le paiement de l’acompte. Si vous achetez en tant que consommateur, il ne vous est pas demandé avant la fin du délai de rétractation, sauf si vous avez expressément demandé que le service commence avant (voir la section sur la rétractation ci-dessous). Le solde est payable dans les ${days}\u00a0jours de sa demande\u00a0; l’e-mail de demande en indique la date d’échéance.`
    : `The balance (the price less the deposit) is requested from you by email by our team, after the deposit is paid. If you buy as a consumer, it is not requested before the withdrawal period ends, unless you expressly asked for the service to start earlier (see the withdrawal section below). The balance is payable within ${days} days of its request; the request email states its due date.`;
  const how = online
    ? fr
      ? 'Vous le réglez en ligne par carte depuis «\u00a0Mes factures\u00a0» (paiement assuré par Stripe)\u00a0; une facture de solde, qui déduit la facture d’acompte, est émise et envoyée par e-mail au paiement.'
      : 'You pay it online by card from “My invoices” (payment handled by Stripe); a final invoice, which deducts the deposit invoice, is issued and emailed at payment.'
    : fr
      ? 'Ses modalités de paiement sont convenues directement avec vous\u00a0; il est dû à la facture finale.'
      : 'Its payment terms are agreed with you directly; it is due on the final invoice.';
  return {
    heading: fr ? 'Solde' : 'Balance',
    paragraphs: [
      `${when} ${how}`,
      fr
        ? 'Le prix convenu ne change pas\u00a0: si notre TVA change entre l’acompte et le solde (son taux, ou notre entrée dans la franchise en base de l’art. 293 B du CGI ou notre sortie de celle-ci), le solde reste le prix moins l’acompte, et la facture de solde applique la TVA en vigueur au jour de son paiement (art. 269-2-c du CGI).'
        : 'The agreed price does not change: should our VAT change between the deposit and the balance (its rate, or our entering or leaving the VAT exemption scheme of art. 293 B of the French tax code), the balance stays the price less the deposit, and the final invoice applies the VAT in force on the day it is paid (art. 269-2-c of the French tax code).',
    ],
  };
}

/** Late payment (art. L441-10 and D441-5 Code de commerce between professionals; art. 1231-6 Code civil otherwise): the invoices' terms. */
export function paymentTermsSection(lang: Lang, f: LegalFacts): LegalSection {
  const fr = lang === 'fr';
  const t = f.money.paymentTerms;
  // As the invoices print it: « 40 € » (art. D441-5).
  const fee = formatCents(t.recoveryFeeCents, lang, { cents: 'if-any' });
  const discount = t.earlyPaymentDiscount ? '' : fr ? ' Aucun escompte n’est accordé pour paiement anticipé.' : ' No discount is given for early payment.';
  return {
    heading: fr ? 'Retard de paiement' : 'Late payment',
    paragraphs: [
      fr
        ? `Acheteurs professionnels (art. L441-10 du Code de commerce)\u00a0: tout retard de paiement du solde à sa date d’échéance rend exigibles de plein droit, sans rappel, des pénalités au taux de ${timesInFrench(t.latePenaltyTimesLegalRate)} fois le taux d’intérêt légal et une indemnité forfaitaire pour frais de recouvrement de ${fee} (art. D441-5), comme l’indiquent nos factures.${discount}`
        : `Business buyers (art. L441-10 of the French commercial code): any late payment of the balance after its due date makes due, by law and without reminder, penalties at ${t.latePenaltyTimesLegalRate} times the French legal interest rate and a fixed indemnity for recovery costs of ${fee} (art. D441-5), as our invoices state.${discount}`,
      fr
        ? 'Consommateurs\u00a0: un retard fait courir les intérêts au taux légal à compter de la mise en demeure (art. 1231-6 du Code civil)\u00a0; ni pénalité ni indemnité forfaitaire ne leur est demandée.'
        : 'Consumers: late payment bears interest at the legal rate from a formal notice (art. 1231-6 of the French civil code); no penalty and no fixed indemnity is asked of them.',
    ],
  };
}
