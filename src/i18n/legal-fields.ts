/**
 * The small pieces every legal page prints the same way (decision 022, 059): a setting or its
 * visible gap, the seller's name, the contact address, an amount in euros. The gap « [à compléter] »
 * only ever shows outside production: production refuses to start without the settings the pages
 * print (src/env-requirements.ts).
 */
import { formatSiren } from '../shared/tax-ids.ts';
import { formatCents } from './format.ts';
import type { Lang } from './lang.ts';
import type { LegalFacts } from './legal-types.ts';

/** Shown above the text of every legal page outside production only (decision 059). */
export const REVIEW_NOTICE: Record<Lang, string> = {
  fr: 'Modèle à faire relire par un juriste.',
  en: 'Template for legal review.',
};

/** The review notice a page shows: none in production, where the texts are the operator's. */
export function reviewNotice(lang: Lang, f: Pick<LegalFacts, 'isProduction'>): string | null {
  return f.isProduction ? null : REVIEW_NOTICE[lang];
}

/** A setting, or "[à compléter]" where unset. */
export function field(value: string | null | undefined, lang: Lang): string {
  // In brackets, so a missing value reads as a gap to fill even in the middle of a sentence.
  return value ?? (lang === 'fr' ? '[à compléter]' : '[to be completed]');
}

export function sellerName(f: LegalFacts, lang: Lang): string {
  return f.seller.configured || f.isProduction ? f.seller.name : field(null, lang);
}

export function contact(f: LegalFacts, lang: Lang): string {
  return field(f.seller.email, lang);
}

export function eur(cents: number, lang: Lang): string {
  return formatCents(cents, lang);
}

/**
 * The seller's identity as the legal notice and the CGV print it, one line each (LCEN art. 6 III,
 * code de la consommation L111-1 and L221-5: name, address, phone, e-mail; R123-237 Code de
 * commerce: form, capital, registry).
 */
export function sellerLines(lang: Lang, f: LegalFacts): string[] {
  const s = f.seller;
  const address = s.configured ? s.address : field(null, lang);
  const siren = s.siren ? formatSiren(s.siren) : field(null, lang);
  const capital = s.share_capital_cents === null || s.share_capital_cents === undefined ? field(null, lang) : formatCents(s.share_capital_cents, lang, { cents: 'if-any' });
  const rcs = s.rcs ? (/^RCS [^\d]+$/.test(s.rcs) && s.siren ? `${s.rcs} ${siren}` : s.rcs) : field(null, lang);
  const vat = s.vat_exempt ? (lang === 'fr' ? 'TVA non applicable, art. 293 B du CGI' : 'VAT not applicable, art. 293 B of the French tax code') : field(s.vat_number, lang);
  const phone = field(f.publisher.phone, lang);
  if (lang === 'en') {
    return [`Name: ${sellerName(f, lang)}`, `Legal form: ${field(s.legal_form, lang)}`, `Share capital: ${capital}`, `Registered address: ${address}`, `SIREN: ${siren}`, `Trade register: ${rcs}`, `VAT number: ${vat}`, `Phone: ${phone}`, `Email: ${contact(f, lang)}`];
  }
  return [`Dénomination\u00a0: ${sellerName(f, lang)}`, `Forme juridique\u00a0: ${field(s.legal_form, lang)}`, `Capital social\u00a0: ${capital}`, `Siège\u00a0: ${address}`, `SIREN\u00a0: ${siren}`, `Immatriculation\u00a0: ${rcs}`, `Numéro de TVA\u00a0: ${vat}`, `Téléphone\u00a0: ${phone}`, `E-mail\u00a0: ${contact(f, lang)}`];
}
