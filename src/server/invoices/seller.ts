/**
 * The seller's legal identity printed on invoices (decisions §7), from the SELLER_* settings.
 * Production refuses to start without name, address and SIREN (src/env.ts); elsewhere unset
 * values print as visibly unconfigured, never as made-up company details.
 */
import { env } from '../../env.ts';

export interface SellerIdentity {
  name: string;
  legal_form: string | null;
  address: string;
  siren: string | null;
  rcs: string | null;
  vat_number: string | null;
  vat_exempt: boolean;
  vat_rate_bp: number;
  /** The option for VAT on debits (art. 269-2-c du CGI), printed on invoices; absent on older snapshots. */
  vat_on_debits?: boolean;
  email: string | null;
  /** False outside production when the SELLER_* settings are missing. */
  configured: boolean;
}

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

/** "732 829 320" */
export function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
