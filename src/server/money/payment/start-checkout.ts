/**
 * POST /api/payment/checkout: opens the provider's payment page for the caller's application,
 * for exactly its deposit. Stripe sends the payer back to the welcome page with the session id,
 * which confirms; the sandbox sends them to its own page, which confirms the same way.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { paymentProvider, type PaymentPurpose } from './provider.ts';
import { refuseBalanceAfterDepositRefund } from './deposit-refund-rule.ts';
import type { Lang } from '#i18n/lang.ts';
import { langPrefix } from '#i18n/paths.ts';
import { moneyUi } from '#i18n/ui-money.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { checkoutResponse } from './payment-responses.ts';

type CheckoutAnswer = ResponseOf<typeof checkoutResponse>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startCheckout(db: DbOrTx, input: { candidatureId: string; userId: string; lang: Lang; purpose?: PaymentPurpose }) {
  if (!UUID.test(input.candidatureId)) throw new AppError('candidature_not_found');
  const [app] = await db.select().from(applications).where(eq(applications.id, input.candidatureId)).limit(1);
  if (!app || app.userId !== input.userId) throw new AppError('candidature_not_found');
  const base = `${env().PUBLIC_URL}${langPrefix(input.lang)}`;
  const provider = paymentProvider();
  const label = formulaLabel(app.formula as Formula, input.lang);
  if (input.purpose === 'solde') {
    // The balance: only once the staff asked for it, for exactly the amount they fixed, and
    // never once the deposit is refunded in full (decisions 035 and 057).
    await refuseBalanceAfterDepositRefund(db, app.id);
    if (app.balanceStatus !== 'demande' || app.balanceCents === null) throw new AppError('balance_not_due');
    const invoices = `${base}/mes-factures`;
    const { reference, url } = await provider.startCheckout({
      applicationId: app.id,
      purpose: 'solde',
      amountCents: app.balanceCents,
      description: moneyUi[input.lang].checkout.balance(label),
      customerEmail: app.email,
      lang: input.lang,
      successUrl: `${invoices}?candidature=${app.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${invoices}?paiement=annule`,
    });
    return { provider: provider.name, candidature_id: app.id, purpose: 'solde' as const, amount_cents: app.balanceCents, reference, url } satisfies CheckoutAnswer;
  }
  if (app.paymentStatus === 'paye') throw new AppError('conflict', { details: { reason: 'already_paid' } });
  // Refused or withdrawn (decision 025): no longer payable.
  if (app.status !== 'validee') throw new AppError('application_closed', { details: { status: app.status } });
  const { reference, url } = await provider.startCheckout({
    applicationId: app.id,
    purpose: 'acompte',
    amountCents: app.depositCents,
    description: moneyUi[input.lang].checkout.deposit(label),
    customerEmail: app.email,
    lang: input.lang,
    successUrl: `${base}/candidature/bienvenue?candidature=${app.id}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/candidature?paiement=annule`,
  });
  return { provider: provider.name, candidature_id: app.id, purpose: 'acompte' as const, amount_cents: app.depositCents, reference, url } satisfies CheckoutAnswer;
}
