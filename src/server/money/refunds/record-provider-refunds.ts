/**
 * Refunds seen through the provider's webhook (decision 031): Stripe says a payment's refunds
 * changed; the app asks Stripe for that payment's refunds and its checkout, finds the invoice the
 * checkout paid, and records every succeeded refund it does not know yet, issuing its credit
 * note exactly as an app refund does (record-refund.ts). One transaction per refund, under the
 * invoice's lock — the lock the app's reservations take — so the app's path and the webhook
 * serialize, and each re-checks what the other did:
 * - a refund whose id (`re_…`) is on a row is known: nothing to do (the same event twice, or the
 *   echo of an app refund already recorded);
 * - a refund carrying the app's key (metadata) whose reservation is still `pending` is the app's,
 *   racing its own echo: the webhook records that reservation (same row, same number series), and
 *   the app's recording step then finds it done;
 * - otherwise it was made outside the app (the dashboard, or an app refund whose reservation was
 *   given up after an ambiguous failure): recorded with no staff actor, `source = 'stripe'`,
 *   never beyond what is left on the invoice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { invoices, refunds } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { paymentProvider, type PaymentProvider, type ProviderRefund } from '../payment/provider.ts';
import { recordSucceededRefund } from './record-refund.ts';
import { lockInvoice, reservedOn } from './refund-invoice.ts';

/** Printed on the credit note of a refund made in Stripe's dashboard (the reason typed there is not in the API). */
export const DASHBOARD_REFUND_REASON = 'Remboursement fait depuis Stripe';

type Outcome = { kind: 'known' } | { kind: 'recorded'; creditNote: string; mailId: string | null } | { kind: 'skipped' };

async function recordOne(db: Database, invoiceNumber: string, seen: ProviderRefund, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceNumber);
    const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerReference, seen.reference)).limit(1);
    if (known) return { kind: 'known' };
    if (seen.appKey) {
      const [reserved] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, seen.appKey)).limit(1).for('update');
      if (reserved) {
        if (reserved.invoiceId !== invoice.id || reserved.amountCents !== seen.amountCents || reserved.status !== 'pending') {
          logger.error(`refund webhook: Stripe refund ${seen.reference} carries key ${seen.appKey} whose refund differs (invoice, amount or already recorded as ${reserved.providerReference}) — check by hand`);
          return { kind: 'skipped' };
        }
        const done = await recordSucceededRefund(tx, reserved, invoice, seen.reference, now);
        return { kind: 'recorded', creditNote: done.creditNote.number, mailId: done.mailId };
      }
    }
    const [pending] = await tx
      .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.invoiceId, invoice.id), eq(refunds.status, 'pending')));
    const remaining = invoice.amountInclTaxCents - (await reservedOn(tx, invoice.id));
    if (seen.amountCents > remaining) {
      // Short only because an app refund is in flight: that one may yet be refused by Stripe and
      // give its amount back. Not acknowledged, so Stripe delivers the event again later.
      if (seen.amountCents <= remaining + Number(pending?.n ?? 0)) throw new AppError('refund_in_progress');
      logger.error(`refund webhook: Stripe refund ${seen.reference} of ${seen.amountCents} cents exceeds the ${Math.max(0, remaining)} cents left on invoice ${invoice.number} — no credit note issued, check by hand`);
      return { kind: 'skipped' };
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        invoiceId: invoice.id,
        // The app's key when Stripe carries one: a same-key retry of that request then replays this row.
        idempotencyKey: seen.appKey ?? `stripe:${seen.reference}`,
        amountCents: seen.amountCents,
        reason: DASHBOARD_REFUND_REASON,
        requestedBy: null,
        source: 'stripe',
      })
      .returning();
    const done = await recordSucceededRefund(tx, row!, invoice, seen.reference, now);
    return { kind: 'recorded', creditNote: done.creditNote.number, mailId: done.mailId };
  });
}

/**
 * Applies a "refunds changed" event for `payment`. Returns the credit notes issued now (none when
 * every refund was already known), and `unrecordedCheckout` when the payment's checkout has no
 * invoice yet (nothing applied). Throws AppError('payment_provider_unavailable') when Stripe
 * cannot be asked and AppError('refund_in_progress') when an app refund in flight must settle
 * first: the webhook then answers non-2xx and Stripe delivers the event again.
 */
export async function recordProviderRefunds(db: Database, payment: string, options: { provider?: PaymentProvider; now?: Date; kick?: boolean } = {}) {
  const provider = options.provider ?? paymentProvider();
  const { checkoutReference, refunds: seen } = await provider.refundsOf(payment);
  if (!checkoutReference) {
    logger.warn(`refund webhook: payment ${payment} was not made through a checkout of the app, ignored`);
    return { creditNotes: [] as string[] };
  }
  const [invoice] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.paymentProvider, provider.name), eq(invoices.paymentReference, checkoutReference)))
    .limit(1);
  // Not recorded yet (the refund outran the payment's confirmation): the caller decides (decision 054).
  if (!invoice) return { creditNotes: [] as string[], unrecordedCheckout: checkoutReference };
  const issued: string[] = [];
  const mails: (string | null)[] = [];
  try {
    // Oldest first, as Stripe made them: numbers follow the order of the refunds.
    for (const refund of [...seen].reverse()) {
      // A pending refund (some payment methods) is recorded when its update says it succeeded.
      if (!refund.succeeded) continue;
      if (refund.currency.toLowerCase() !== 'eur') {
        logger.error(`refund webhook: Stripe refund ${refund.reference} is in ${refund.currency}, not EUR — check by hand`);
        continue;
      }
      const outcome = await recordOne(db, invoice.number, refund, options.now ?? new Date());
      if (outcome.kind === 'recorded') {
        issued.push(outcome.creditNote);
        mails.push(outcome.mailId);
      }
    }
  } finally {
    if (options.kick !== false && mails.length > 0) void kickOutbox(mails);
  }
  return { creditNotes: issued };
}
