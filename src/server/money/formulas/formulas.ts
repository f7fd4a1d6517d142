/**
 * The two formulas a prospect can choose (decision 009) and their prices, in integer cents,
 * from the settings FORMULA_ESSENTIEL_PRICE_CENTS / FORMULA_PREMIUM_PRICE_CENTS (defaults
 * 1 490 € and 2 990 €, taxes included). Shared by the application form, the payment and the
 * landings' `block-formules`, so every page shows the price the payment charges.
 */
import { env, type Env } from '#src/env.ts';
import { depositCents, DEPOSIT_PERCENT } from '../applications/deposit.ts';
import { priceLabel, type PriceSettings } from './price-display.ts';
import type { Lang } from '#i18n/lang.ts';
import { formulaTexts } from '#i18n/formula-texts.ts';

export const FORMULAS = ['essentiel', 'premium'] as const;
export type Formula = (typeof FORMULAS)[number];

export function isFormula(value: unknown): value is Formula {
  return typeof value === 'string' && (FORMULAS as readonly string[]).includes(value);
}

/** The member role a paid formula gives (decision 009). */
export const FORMULA_ROLE = {
  essentiel: 'client_essentiel',
  premium: 'client_premium',
} as const satisfies Record<Formula, string>;

/**
 * The roles held to ESSENTIEL_MAX_ACTIVE_PARCOURS active parcours (start-parcours.ts): what
 * Premium adds to Essentiel, as the CGV state it (decision 059).
 */
export const CAPPED_PARCOURS_ROLES: readonly string[] = ['client_essentiel'];

export const FORMULA_LABELS: Record<Lang, Record<Formula, string>> = { fr: formulaTexts.fr.labels, en: formulaTexts.en.labels };

/** Price of a formula in integer cents, taxes included. */
export function formulaPriceCents(formula: Formula): number {
  const settings = env();
  return formula === 'premium' ? settings.FORMULA_PREMIUM_PRICE_CENTS : settings.FORMULA_ESSENTIEL_PRICE_CENTS;
}

/** How many months the formula's service runs from the deposit's payment (decision 050). */
export function formulaMonths(formula: Formula): number {
  const settings = env();
  return formula === 'premium' ? settings.FORMULA_PREMIUM_MONTHS : settings.FORMULA_ESSENTIEL_MONTHS;
}

export function formulaLabel(formula: Formula, lang: Lang): string {
  return FORMULA_LABELS[lang][formula];
}

export interface FormulaOffer {
  id: Formula;
  label: string;
  price_cents: number;
  role: (typeof FORMULA_ROLE)[Formula];
}

/** Every formula with its label in `lang` and its current price. */
export function listFormulas(lang: Lang): FormulaOffer[] {
  return FORMULAS.map((id) => ({ id, label: formulaLabel(id, lang), price_cents: formulaPriceCents(id), role: FORMULA_ROLE[id] }));
}

// --- How the formulas are presented to prospects (landing pages' block-formules) ---

export { DEPOSIT_PERCENT };

export interface FormulaPresentation {
  id: Formula;
  label: Record<Lang, string>;
  priceCents: number;
  depositCents: number;
  /** The price and the deposit with their tax mention (PRICE_DISPLAY): `1 490 € TTC`. */
  priceText: Record<Lang, string>;
  depositText: Record<Lang, string>;
  summary: Record<Lang, string>;
  /** What the formula includes (only what the product really does: the parcours cap is a setting). */
  features: Record<Lang, string[]>;
}

export type FormulaSettings = Pick<Env, 'FORMULA_ESSENTIEL_PRICE_CENTS' | 'FORMULA_PREMIUM_PRICE_CENTS' | 'ESSENTIEL_MAX_ACTIVE_PARCOURS'> & Partial<PriceSettings>;

/** Both formulas as the landings show them, priced from the given settings (the process settings by default). */
export function formulaPresentations(settings: FormulaSettings = env()): FormulaPresentation[] {
  const cap = settings.ESSENTIEL_MAX_ACTIVE_PARCOURS;
  const price = { essentiel: settings.FORMULA_ESSENTIEL_PRICE_CENTS, premium: settings.FORMULA_PREMIUM_PRICE_CENTS };
  const { fr, en } = formulaTexts;
  const texts: Record<Formula, Pick<FormulaPresentation, 'summary' | 'features'>> = {
    essentiel: {
      summary: { fr: fr.summary.essentiel, en: en.summary.essentiel },
      features: { fr: fr.features.essentiel(cap), en: en.features.essentiel(cap) },
    },
    premium: {
      summary: { fr: fr.summary.premium, en: en.summary.premium },
      features: { fr: fr.features.premium, en: en.features.premium },
    },
  };
  const current = env();
  const tax: PriceSettings = {
    PRICE_DISPLAY: settings.PRICE_DISPLAY ?? current.PRICE_DISPLAY,
    SELLER_VAT_EXEMPT: settings.SELLER_VAT_EXEMPT ?? current.SELLER_VAT_EXEMPT,
    SELLER_VAT_RATE_PERCENT: settings.SELLER_VAT_RATE_PERCENT ?? current.SELLER_VAT_RATE_PERCENT,
  };
  const both = (cents: number) => ({ fr: priceLabel(cents, 'fr', tax), en: priceLabel(cents, 'en', tax) });
  return FORMULAS.map((id) => ({
    id,
    label: { fr: FORMULA_LABELS.fr[id], en: FORMULA_LABELS.en[id] },
    priceCents: price[id],
    depositCents: depositCents(price[id]),
    priceText: both(price[id]),
    depositText: both(depositCents(price[id])),
    ...texts[id],
  }));
}
