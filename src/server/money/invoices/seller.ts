/**
 * The seller's legal identity printed on invoices (decision 009), from the SELLER_* settings.
 * Production refuses to start without name, address, SIREN, legal form, capital and registry city
 * (src/env-requirements.ts, decision 050); elsewhere unset values print as visibly unconfigured,
 * never as made-up company details.
 */
import { env } from '#src/env.ts';

export type { SellerIdentity } from '#shared/legal-facts.ts';
import type { SellerIdentity } from '#shared/legal-facts.ts';
export { formatSiren } from '#shared/tax-ids.ts';
import { formatSiren } from '#shared/tax-ids.ts';
import { formatCents } from '#i18n/format.ts';

/** "SAS au capital de 10 000 €": the legal form and, when known, the capital (art. R123-237 du Code de commerce). */
export function legalFormLine(seller: Pick<SellerIdentity, 'legal_form' | 'share_capital_cents'>): string | null {
  if (!seller.legal_form) return null;
  const capital = seller.share_capital_cents;
  return capital === null || capital === undefined ? seller.legal_form : `${seller.legal_form} au capital de ${formatCents(capital, 'fr', { cents: 'if-any' })}`;
}

/**
 * BT-33, the seller's additional legal information: "SAS au capital de 10 000 € — RCS Paris
 * 732 829 320" (decision 050); null when nothing of it is known.
 */
export function sellerLegalInformation(seller: SellerIdentity): string | null {
  const registry = seller.rcs ? [seller.rcs, /^RCS [^\d]+$/.test(seller.rcs) && seller.siren ? formatSiren(seller.siren) : null].filter(Boolean).join(' ') : null;
  const parts = [legalFormLine(seller), registry].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' — ') : null;
}

export function sellerIdentity(): SellerIdentity {
  const s = env();
  const configured = Boolean(s.SELLER_NAME && s.SELLER_ADDRESS && s.SELLER_SIREN);
  return {
    name: s.SELLER_NAME ?? 'Atelier — vendeur non configuré (SELLER_NAME)',
    legal_form: s.SELLER_LEGAL_FORM ?? null,
    share_capital_cents: s.SELLER_SHARE_CAPITAL_CENTS ?? null,
    address: s.SELLER_ADDRESS ?? 'Adresse non configurée (SELLER_ADDRESS)',
    siren: s.SELLER_SIREN ?? null,
    rcs: s.SELLER_RCS_CITY ? `RCS ${s.SELLER_RCS_CITY}` : null,
    vat_number: s.SELLER_VAT_NUMBER ?? null,
    vat_exempt: s.SELLER_VAT_EXEMPT,
    vat_rate_bp: Math.round(s.SELLER_VAT_RATE_PERCENT * 100),
    vat_on_debits: s.SELLER_VAT_ON_DEBITS,
    email: s.SELLER_EMAIL ?? null,
    configured,
  };
}
