/**
 * Refunds and credit notes (factures d'avoir), decision 024. A refund row reserves an amount of
 * an invoice before the provider is asked (so two refunds at once cannot both take the rest);
 * the credit note is written, with its number, only in the transaction that records the
 * provider's success. Immutability of credit notes and the counter guard are in the migration.
 */
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications, invoices } from './applications.ts';
import type { BuyerSnapshot, SellerSnapshot } from './jsonb-shapes.ts';

/** One row per year: the last credit-note sequence (`A-YYYY-NNNNNN`), same scheme as invoices. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The caller's Idempotency-Key: one refund per key, ever. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    /** `pending` while the provider is asked (the amount is reserved), then `succeeded`. */
    status: text('status').notNull().default('pending'),
    /** The staff member who asked, through the app; null when the refund was seen only through the provider (decision 031). */
    requestedBy: uuid('requested_by'),
    /** `app`: asked from the app; `stripe`: made in Stripe's dashboard, recorded from its webhook (decision 031). */
    source: text('source').notNull().default('app'),
    /** The provider's refund id (`re_…`, `test_re_…`): one row per provider refund, ever. */
    providerReference: text('provider_reference'),
    creditNoteId: uuid('credit_note_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    index('refunds_invoice_idx').on(t.invoiceId),
    check('refunds_values', sql`${t.amountCents} > 0 and ${t.status} in ('pending', 'succeeded')`),
    uniqueIndex('refunds_provider_reference_unique').on(t.providerReference).where(sql`${t.providerReference} is not null`),
    check('refunds_source_values', sql`(${t.source} = 'app' and ${t.requestedBy} is not null) or (${t.source} = 'stripe' and ${t.requestedBy} is null)`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey(),
    /** A-YYYY-NNNNNN */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The number of the invoice it credits, as printed. */
    invoiceNumber: text('invoice_number').notNull(),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    /** No foreign key, like invoices: kept 10 years, beyond the account. */
    userId: uuid('user_id').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    formula: text('formula').notNull(),
    description: text('description').notNull(),
    reason: text('reason').notNull().default(''),
    /** Positive amounts credited (the document says "avoir"; the CSV export signs them negative). */
    amountExclTaxCents: integer('amount_excl_tax_cents').notNull(),
    vatRateBp: integer('vat_rate_bp'),
    vatCents: integer('vat_cents').notNull(),
    amountInclTaxCents: integer('amount_incl_tax_cents').notNull(),
    /** The VAT regime of the invoice it credits (decision 036); null on credit notes issued before. */
    vatRegime: text('vat_regime'),
    currency: text('currency').notNull().default('EUR'),
    paymentProvider: text('payment_provider').notNull(),
    /** The provider's refund id (Stripe `re_…`, sandbox `test_re_…`). */
    refundReference: text('refund_reference').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_seq_unique').on(t.year, t.seq),
    index('credit_notes_user_idx').on(t.userId),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
