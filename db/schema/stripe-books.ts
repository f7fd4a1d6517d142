/**
 * What Stripe reports about its balance, for the books (decision 060): the fee of each payment
 * (from the payment's balance transaction, recorded with the payment) and each payout that
 * reached the bank (`payout.paid`). The sales and receipts journal books them in BQ: fees to
 * 627 against the Stripe clearing account, payouts from it to the bank.
 */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const paymentFees = pgTable('payment_fees', {
  /** The invoice the payment settled (one payment per invoice). */
  invoiceNumber: text('invoice_number').primaryKey(),
  /** The day of the payment (the invoice's day of issue). */
  day: date('day', { mode: 'string' }).notNull(),
  feeCents: integer('fee_cents').notNull(),
  currency: text('currency').notNull(),
  /** Stripe's balance transaction `txn_…`. */
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable('payouts', {
  /** Stripe's `po_…`: one row per payout, however often the event is delivered. */
  id: text('id').primaryKey(),
  /** The day it reached the bank (Stripe's `arrival_date`, UTC). */
  arrivalOn: date('arrival_on', { mode: 'string' }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
