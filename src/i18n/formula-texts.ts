/**
 * The formulas' names, what each includes and how a price reads with its tax mention (decisions
 * 009 and 027), for the landings, the application form, emails and invoices. Keyed by formula id
 * (`essentiel`, `premium`: src/server/money/formulas/formulas.ts checks every id has its words).
 */
import type { Lang } from './lang.ts';

const fr = {
  labels: { essentiel: 'Essentiel', premium: 'Premium' },
  summary: { essentiel: 'Pour structurer votre activité, une action à la fois.', premium: 'Pour avancer sur plusieurs chantiers en même temps.' },
  features: {
    /** `cap`: how many paths an Essentiel member may follow at once (a setting). */
    essentiel: (cap: number) => [
      'Toutes les fiches actions et leurs guides pas à pas',
      'Mesures avant/après et rappels de suivi',
      cap === 1 ? 'Un parcours actif à la fois' : `Jusqu’à ${cap} parcours actifs à la fois`,
    ],
    premium: ['Tout ce que comprend l’Essentiel', 'Autant de parcours actifs que vous voulez, en parallèle'],
  },
  /** A price already formatted, with its tax mention: `1 490 € TTC`, `1 241,67 € HT (+ TVA 20 %)`. */
  price: {
    vatExempt: (amount: string) => `${amount} (TVA non applicable, art. 293 B du CGI)`,
    exclTax: (amount: string, rate: string) => `${amount}\u00a0HT (+\u00a0TVA ${rate})`,
    inclTax: (amount: string) => `${amount}\u00a0TTC`,
    rate: (percent: string) => `${percent}\u00a0%`,
  },
};

const en: typeof fr = {
  labels: { essentiel: 'Essential', premium: 'Premium' },
  summary: { essentiel: 'To put structure into your business, one action at a time.', premium: 'To move several projects forward at once.' },
  features: {
    essentiel: (cap) => [
      'Every action card with its step-by-step guide',
      'Before/after measurements and follow-up reminders',
      cap === 1 ? 'One active path at a time' : `Up to ${cap} active paths at a time`,
    ],
    premium: ['Everything in Essential', 'As many active paths as you like, side by side'],
  },
  price: {
    vatExempt: (amount) => `${amount} (VAT not applicable, art. 293 B of the French tax code)`,
    exclTax: (amount, rate) => `${amount} excl. VAT (+ ${rate} VAT)`,
    inclTax: (amount) => `${amount} incl. VAT`,
    rate: (percent) => `${percent}%`,
  },
};

export const formulaTexts: Record<Lang, typeof fr> = { fr, en };
