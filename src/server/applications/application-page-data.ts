/** What the /candidature page needs, in the page's language (the island gets plain JSON). */
import type { SessionUser } from '../auth/session-tokens.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import { isMember } from '../auth/roles.ts';
import { isFormula, listFormulas } from '../formulas/formulas.ts';
import { depositCents } from './deposit.ts';
import { priceLabel } from '../formulas/price-display.ts';
import { getPendingApplication } from './get-pending-application.ts';
import { sellerIdentity } from '../invoices/seller.ts';
import { priceForRegime } from '../einvoice/vat-regime.ts';
import { formatCents } from '../../i18n/format.ts';
import type { Lang } from '../../i18n/lang.ts';

const noVatLabel = (cents: number, lang: Lang) => `${formatCents(cents, lang, { cents: 'if-any' })}${lang === 'fr' ? '\u00a0HT' : ' excl. VAT'}`;

export async function applicationPageData(db: DbOrTx, user: SessionUser | null, lang: Lang, query: URLSearchParams) {
  const seller = sellerIdentity();
  // Price texts carry the tax mention of PRICE_DISPLAY (TTC, or HT + VAT), as on the landings.
  const formulas = listFormulas(lang).map((f) => ({
    id: f.id,
    label: f.label,
    price_cents: f.price_cents,
    deposit_cents: depositCents(f.price_cents),
    price_text: priceLabel(f.price_cents, lang),
    deposit_text: priceLabel(depositCents(f.price_cents), lang),
    // A business that pays no French VAT pays the price excluding it (decision 036).
    no_vat_price_text: noVatLabel(priceForRegime(f.price_cents, 'reverse_charge', seller), lang),
    no_vat_deposit_text: noVatLabel(depositCents(priceForRegime(f.price_cents, 'reverse_charge', seller)), lang),
  }));
  const formule = query.get('formule');
  const source = query.get('source') ?? '';
  const base = {
    formulas,
    initialFormula: isFormula(formule) ? formule : null,
    source: /^[a-z0-9-]{1,64}$/.test(source) ? source : null,
    cancelled: query.get('paiement') === 'annule',
  };
  if (!user) return { ...base, member: false, prefill: null, emailLocked: false, askPortfolio: true, profile: { gallery: [], links: [] }, signedIn: false, pending: null };
  const pending = await getPendingApplication(db, user.id);
  return {
    ...base,
    member: isMember(user.role),
    prefill: { first_name: user.firstName, last_name: user.lastName, email: user.email, brand: user.brand, trade: user.trade },
    emailLocked: true,
    askPortfolio: user.gallery.length === 0 && user.portfolioLinks.length === 0,
    profile: { gallery: user.gallery, links: user.portfolioLinks },
    signedIn: true,
    pending: pending ? { id: pending.id, formula: pending.formula, deposit_cents: pending.deposit_cents, vies_unavailable: pending.vies_check?.status === 'unavailable' } : null,
  };
}
