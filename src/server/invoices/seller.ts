/**
 * The seller's legal identity printed on invoices (decision 009), from the SELLER_* settings.
 * Production refuses to start without name, address and SIREN (src/env.ts); elsewhere unset
 * values print as visibly unconfigured, never as made-up company details.
 */
import { env } from '../../env.ts';

export type { SellerIdentity } from '../../shared/legal-facts.ts';
import type { SellerIdentity } from '../../shared/legal-facts.ts';
export { formatSiren } from '../../shared/tax-ids.ts';

export function sellerIdentity(): SellerIdentity {
  const s = env();
  const configured = Boolean(s.SELLER_NAME && s.SELLER_ADDRESS && s.SELLER_SIREN);
  return {
    name: s.SELLER_NAME ?? 'Atelier — vendeur non configuré (SELLER_NAME)',
    legal_form: s.SELLER_LEGAL_FORM ?? null,
    address: s.SELLER_ADDRESS ?? 'Adresse non configurée (SELLER_ADDRESS)',
    siren: s.SELLER_SIREN ?? null,
    rcs: s.SELLER_RCS ?? null,
    vat_number: s.SELLER_VAT_NUMBER ?? null,
    vat_exempt: s.SELLER_VAT_EXEMPT,
    vat_rate_bp: Math.round(s.SELLER_VAT_RATE_PERCENT * 100),
    vat_on_debits: s.SELLER_VAT_ON_DEBITS,
    email: s.SELLER_EMAIL ?? null,
    configured,
  };
}
