/**
 * What Stripe reports about its balance, stored for the books (decision 060): the fee of a
 * payment, read from its balance transaction the moment the payment is recorded, and each payout
 * that reached the bank (`payout.paid`). The sales and receipts journal books them (fec-lines.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { invoices, paymentFees, payouts } from '#db/schema.ts';
import { logger } from '#server/platform/log.ts';
import type { PaymentProvider } from './payment-provider-types.ts';

/** Records the fee of the payment that settled `invoiceNumber`; never fails the payment. */
export async function recordPaymentFee(db: Database, provider: PaymentProvider, reference: string, invoiceNumber: string): Promise<void> {
  try {
    const fee = await provider.feeOf(reference);
    if (!fee) return;
    const [invoice] = await db.select({ day: invoices.issuedOn }).from(invoices).where(eq(invoices.number, invoiceNumber)).limit(1);
    if (!invoice) return;
    await db.insert(paymentFees).values({ invoiceNumber, day: invoice.day, feeCents: fee.feeCents, currency: fee.currency.toUpperCase(), reference: fee.reference }).onConflictDoNothing();
  } catch (error) {
    // The payment stays recorded; the fee is then on Stripe's statement only, for the accountant to book.
    logger.warn(`payment ${reference}: Stripe's fee not recorded for ${invoiceNumber}`, error);
  }
}

/** Records a payout Stripe reports paid; true when it is (now or already) recorded. */
export async function recordPayout(db: Database, provider: PaymentProvider, id: string): Promise<boolean> {
  const payout = await provider.payoutOf(id);
  if (!payout?.paid) {
    logger.warn(`payment webhook: payout ${id} is not paid at Stripe, not recorded`);
    return false;
  }
  await db.insert(payouts).values({ id: payout.id, arrivalOn: payout.arrivalOn, amountCents: payout.amountCents, currency: payout.currency.toUpperCase() }).onConflictDoNothing();
  return true;
}
