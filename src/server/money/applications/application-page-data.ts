/** What the /candidature page needs, in the page's language (the island gets plain JSON). */
import type { SessionUser } from '#server/identity/session-tokens.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { isMember } from '#server/identity/roles.ts';
import { isFormula, listFormulas } from '../formulas/formulas.ts';
import { buyerPriceSettings } from '../formulas/price-display.ts';
import { getPendingApplication } from './get-pending-application.ts';
import type { Lang } from '#i18n/lang.ts';

export async function applicationPageData(db: DbOrTx, user: SessionUser | null, lang: Lang, query: URLSearchParams) {
  // The island writes every amount from the formula's price, the seller's VAT settings and the
  // buyer's regime, with the function the server charges with (decision 056).
  const formulas = listFormulas(lang).map((f) => ({ id: f.id, label: f.label, price_cents: f.price_cents }));
  const formule = query.get('formule');
  const source = query.get('source') ?? '';
  const base = {
    formulas,
    pricing: buyerPriceSettings(),
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
    pending: pending ? { id: pending.id, formula: pending.formula, deposit_cents: pending.deposit_cents, vat_regime: pending.vat_regime, vies_unavailable: pending.vies_check?.status === 'unavailable' } : null,
  };
}
