/**
 * The words of every amount a buyer sees (decision 056): "1 490 € TTC", "1 241,67 € HT (+ TVA
 * 20 %)", "1 241,67 € HT" for a business that pays no French VAT, "1 490 € (TVA non applicable,
 * art. 293 B du CGI)", and "…, si VIES confirme votre numéro de TVA" before the application is
 * made. The figures come from `src/shared/buyer-price.ts`, as charged.
 */
import type { AmountBasis, ShownAmount } from '../shared/buyer-price.ts';
import { formatCents, formatNumber } from './format.ts';
import { formulaTexts } from './formula-texts.ts';
import type { Lang } from './lang.ts';

const fr = {
  noVat: (amount: string) => `${amount}\u00a0HT`,
  ifViesConfirms: (text: string) => `${text}, si le service européen VIES confirme votre numéro de TVA`,
  /** Heading of the invoices' amount column, by how every listed invoice reads. */
  amountHeading: { incl: 'Montant TTC', excl_plus_vat: 'Montant TTC', franchise: 'Montant (TVA non applicable)', no_vat: 'Montant HT (sans TVA française)', mixed: 'Montant' } as Record<AmountBasis | 'mixed', string>,
  /** Beside an amount in a list whose invoices read differently. */
  amountSuffix: { incl: 'TTC', excl_plus_vat: 'TTC', franchise: 'sans TVA', no_vat: 'HT' } as Record<AmountBasis, string>,
};

const en: typeof fr = {
  noVat: (amount) => `${amount} excl. VAT`,
  ifViesConfirms: (text) => `${text}, if the EU VIES service confirms your VAT number`,
  amountHeading: { incl: 'Amount incl. VAT', excl_plus_vat: 'Amount incl. VAT', franchise: 'Amount (VAT not applicable)', no_vat: 'Amount excl. VAT (no French VAT)', mixed: 'Amount' },
  amountSuffix: { incl: 'incl. VAT', excl_plus_vat: 'incl. VAT', franchise: 'no VAT', no_vat: 'excl. VAT' },
};

export const buyerPriceTexts: Record<Lang, typeof fr> = { fr, en };

/**
 * An amount with its tax words. `cents: 'if-any'` where formulas are chosen (`1 490 €`, like the
 * landings), `always` where a payment is made (`149,00 €`, like the invoice).
 */
export function amountText(amount: ShownAmount, lang: Lang, options: { cents?: 'always' | 'if-any' } = {}): string {
  const figure = formatCents(amount.cents, lang, { cents: options.cents ?? 'if-any' });
  const price = formulaTexts[lang].price;
  let text: string;
  if (amount.basis === 'no_vat') text = buyerPriceTexts[lang].noVat(figure);
  else if (amount.basis === 'franchise') text = price.vatExempt(figure);
  else if (amount.basis === 'excl_plus_vat') text = price.exclTax(figure, price.rate(formatNumber((amount.rateBp ?? 0) / 100, lang)));
  else text = price.inclTax(figure);
  return amount.ifViesConfirms ? buyerPriceTexts[lang].ifViesConfirms(text) : text;
}

/**
 * The amount column's heading of a list of invoices, each read as `bases`, and the words beside
 * each amount: needed on every row when the invoices read differently (`mixed`), else only where
 * the heading is not shown (a phone's stacked rows).
 */
export function amountHeading(bases: AmountBasis[], lang: Lang): { heading: string; suffix: (basis: AmountBasis) => string; mixed: boolean } {
  const t = buyerPriceTexts[lang];
  const kinds = new Set(bases.map((b) => (b === 'excl_plus_vat' ? 'incl' : b)));
  const suffix = (basis: AmountBasis) => t.amountSuffix[basis];
  if (kinds.size <= 1) return { heading: t.amountHeading[bases[0] ?? 'incl'], suffix, mixed: false };
  return { heading: t.amountHeading.mixed, suffix, mixed: true };
}
