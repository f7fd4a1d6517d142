/**
 * Applications (candidatures), their deposit payment and the deposit invoices (decision 009,
 * decision 009). Hand-written SQL that drizzle cannot express (the immutability triggers of
 * invoices, the counter guard, CHECK constraints) is in the custom migration `applications_sql`.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import type { BuyerBusiness, BuyerSnapshot, DeductionSnapshot, PostalAddress, SellerSnapshot } from './jsonb-shapes.ts';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    trade: text('trade').notNull(),
    /** Ids of the `candidature` uploads attached to it, in the order sent (uploads.application_id points back). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** One of the domain ids: image_de_marque | parcours_client | gamme_de_tarifs. */
    priorityNeed: text('priority_need').notNull(),
    /** Whole euros per month. */
    monthlyRevenue: integer('monthly_revenue').notNull(),
    objective: text('objective').notNull(),
    alreadyTried: text('already_tried').notNull().default(''),
    /** essentiel | premium */
    formula: text('formula').notNull(),
    /** The formula's price when the application was made, and 10 % of it: integer cents. */
    formulaPriceCents: integer('formula_price_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    /** `validee` on creation (decision 009); `refusee` or `retiree` when the staff close it (decision 025). */
    status: text('status').notNull().default('validee'),
    /** en_attente | paye */
    paymentStatus: text('payment_status').notNull().default('en_attente'),
    paymentProvider: text('payment_provider'),
    /** Stripe Checkout Session id, or the sandbox reference. */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The balance (decision 024): null until staff request it, then `demande`, then `paye`. */
    balanceStatus: text('balance_status'),
    /** Formula price minus the deposit, fixed when requested. */
    balanceCents: integer('balance_cents'),
    balanceRequestedAt: timestamp('balance_requested_at', { withTimezone: true }),
    balanceRequestedBy: uuid('balance_requested_by'),
    balanceProvider: text('balance_provider'),
    balanceReference: text('balance_reference'),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    /** Language of the form; the invoice email follows the payer's account language. */
    lang: text('lang').notNull().default('fr'),
    /** Landing slug the prospect came from, when known. */
    source: text('source'),
    /**
     * The buyer's postal address (street, postal_code, city, country ISO code), printed on every
     * invoice of the application. Null only for applications sent before it was asked.
     */
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    /** The business the buyer invoices as (`{name, siren?, vat_number?}`), null for a person (decision 036). */
    buyerBusiness: jsonb('buyer_business').$type<BuyerBusiness>(),
    /**
     * The VAT its invoices apply (fr | franchise | reverse_charge | out_of_scope, decision 036), fixed
     * with the price when the application is made; null before it was asked (French VAT or franchise).
     */
    vatRegime: text('vat_regime'),
    /**
     * The VIES consultation of the buyer's VAT number (decision 049), EU business outside France
     * only: `valid` | `invalid` | `unavailable`, when, VIES's consultation number (sent when the
     * seller's VAT number is set) and the name and address VIES gave. Null: not consulted.
     */
    viesStatus: text('vies_status'),
    viesCheckedAt: timestamp('vies_checked_at', { withTimezone: true }),
    viesRequestId: text('vies_request_id'),
    viesName: text('vies_name'),
    viesAddress: text('vies_address'),
    /** The CGV version accepted (CGV_VERSION in src/i18n/legal-texts.ts) and when; null before. */
    cgvVersion: text('cgv_version'),
    cgvAcceptedAt: timestamp('cgv_accepted_at', { withTimezone: true }),
    /**
     * The withdrawal right of a consumer (decision 058, C. consom. L221-18 to L221-28): the version
     * of the wording asked (WITHDRAWAL_TEXT_VERSION), null for a business buyer or before it was
     * asked; the times of the express request to start before the 14 days end (L221-25) and of the
     * acknowledgement that the right is lost once the service is fully performed (L221-28 1°), both
     * null when the consumer chose to wait.
     */
    withdrawalTextVersion: text('withdrawal_text_version'),
    earlyStartRequestedAt: timestamp('early_start_requested_at', { withTimezone: true }),
    withdrawalWaiverAt: timestamp('withdrawal_waiver_at', { withTimezone: true }),
    /** Paid while the period ran, without early start: the formula's role is given on this day (decision 058). */
    accessDeferredUntil: date('access_deferred_until', { mode: 'string' }),
    /** The withdrawal (decision 058): when recorded, how (`account` | `form`), the day it was sent, by whom, what was owed and refunded. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalChannel: text('withdrawal_channel'),
    withdrawalReceivedOn: date('withdrawal_received_on', { mode: 'string' }),
    withdrawalRecordedBy: uuid('withdrawal_recorded_by'),
    withdrawalOwedCents: integer('withdrawal_owed_cents'),
    withdrawalRefundCents: integer('withdrawal_refund_cents'),
    /** The day the requested balance is due (BALANCE_DUE_DAYS after the request, decision 058). */
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId),
    index('applications_created_idx').on(t.createdAt),
    // One open application waiting for payment per person: a second one would be a second deposit.
    // A refused or withdrawn one no longer waits (decision 025), so the person may apply again.
    uniqueIndex('applications_one_pending_per_user').on(t.userId).where(sql`${t.paymentStatus} = 'en_attente' and ${t.status} = 'validee'`),
    // A payment pays one application only.
    uniqueIndex('applications_payment_reference_unique').on(t.paymentProvider, t.paymentReference),
    uniqueIndex('applications_balance_reference_unique').on(t.balanceProvider, t.balanceReference),
  ],
);

/**
 * One row per year: the last invoice sequence number issued. Taking a number is an
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the payment's transaction, which locks the row
 * until commit: numbers are consecutive, never duplicated, and a rollback gives the number back.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

/**
 * Issued invoices: a full snapshot (seller, buyer, amounts) so the document can be produced
 * again identically; the database refuses UPDATE and DELETE (custom migration).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** F-YYYY-NNNNNN */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** One deposit invoice and at most one final invoice per application (unique index below). */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    /** No foreign key: an invoice outlives the account (kept 10 years, Code de commerce L123-22). */
    userId: uuid('user_id').notNull(),
    /** Calendar day of issue (= of payment) in APP_TIMEZONE, and the instant. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** `acompte` (deposit) or `solde` (final invoice, decision 024). */
    kind: text('kind').notNull().default('acompte'),
    /**
     * Final invoice only: the deposit invoice it deducts, as printed on it
     * `{invoice_id, number, issued_on, excl_tax_cents, vat_cents, incl_tax_cents, vat_regime,
     * vat_rate_bp}` (the last two, the deposit's VAT, since decision 048); the amount columns of a
     * final invoice are the balance, under the VAT in force when it was paid.
     */
    deduction: jsonb('deduction').$type<DeductionSnapshot>(),
    /**
     * Final invoice only: the service period, from the deposit's payment for the formula's months
     * (decision 050; BT-73/74). Null on deposit invoices and on final invoices issued before.
     */
    serviceStart: date('service_start', { mode: 'string' }),
    serviceEnd: date('service_end', { mode: 'string' }),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    formula: text('formula').notNull(),
    formulaPriceCents: integer('formula_price_cents').notNull(),
    description: text('description').notNull(),
    amountExclTaxCents: integer('amount_excl_tax_cents').notNull(),
    /** VAT rate in basis points (2000 = 20 %); null when no VAT is charged (see vat_regime). */
    vatRateBp: integer('vat_rate_bp'),
    vatCents: integer('vat_cents').notNull(),
    amountInclTaxCents: integer('amount_incl_tax_cents').notNull(),
    /** fr | franchise | reverse_charge | out_of_scope (decision 036); null on invoices issued before: read by vat_rate_bp. */
    vatRegime: text('vat_regime'),
    currency: text('currency').notNull().default('EUR'),
    paymentProvider: text('payment_provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    /** Language of the payer when issued (the email's language; the invoice itself is French). */
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_seq_unique').on(t.year, t.seq),
    index('invoices_user_idx').on(t.userId),
    uniqueIndex('invoices_application_kind_unique').on(t.applicationId, t.kind),
  ],
);

