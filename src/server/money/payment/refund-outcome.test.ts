/** Access follows the money (decision 057): what each refund does, the table the server and the dialog share. */
import { describe, expect, it } from 'vitest';
import { balanceMayBeDue, depositMoneyOf, depositRefundState, refundOutcome, type ApplicationMoneyFacts, type RefundedInvoiceKind, type RefundOutcome } from './refund-outcome.ts';

// Essentiel: 1 490 € — deposit 149 €, balance 1 341 €.
const deposit = (refundedCents = 0) => ({ amountCents: 14_900, refundedCents });
const final = (refundedCents = 0) => ({ amountCents: 134_100, refundedCents });
const nothing: RefundOutcome = { refusal: null, endsAccess: false, cancelsBalance: false };

const table: [string, ApplicationMoneyFacts, RefundedInvoiceKind, number, RefundOutcome][] = [
  ['deposit only, 1 € back', { deposit: deposit(), final: null, balanceRequested: false }, 'acompte', 100, nothing],
  ['deposit only, all back: access ends', { deposit: deposit(), final: null, balanceRequested: false }, 'acompte', 14_900, { ...nothing, endsAccess: true }],
  ['deposit only, the rest after a goodwill refund: access ends', { deposit: deposit(5_000), final: null, balanceRequested: false }, 'acompte', 9_900, { ...nothing, endsAccess: true }],
  ['balance requested, 1 € of the deposit back: the balance stays due', { deposit: deposit(), final: null, balanceRequested: true }, 'acompte', 100, nothing],
  ['balance requested, all the deposit back: access ends, balance cancelled', { deposit: deposit(), final: null, balanceRequested: true }, 'acompte', 14_900, { refusal: null, endsAccess: true, cancelsBalance: true }],
  ['balance paid, all the deposit back: refused, the final invoice stands', { deposit: deposit(), final: final(), balanceRequested: false }, 'acompte', 14_900, { ...nothing, refusal: 'final_invoice_stands' }],
  ['balance paid, final partly credited, all the deposit back: still refused', { deposit: deposit(), final: final(100), balanceRequested: false }, 'acompte', 14_900, { ...nothing, refusal: 'final_invoice_stands' }],
  ['balance paid, 148 € of the deposit back: allowed, access holds', { deposit: deposit(), final: final(), balanceRequested: false }, 'acompte', 14_800, nothing],
  ['balance paid, all the final back: access holds on the deposit', { deposit: deposit(), final: final(), balanceRequested: false }, 'solde', 134_100, nothing],
  ['final credited, all the deposit back: access ends', { deposit: deposit(), final: final(134_100), balanceRequested: false }, 'acompte', 14_900, { ...nothing, endsAccess: true }],
  ['deposit credited (Stripe), all the final back: access ends', { deposit: deposit(14_900), final: final(), balanceRequested: false }, 'solde', 134_100, { ...nothing, endsAccess: true }],
  ['balance paid, goodwill on the final: nothing', { deposit: deposit(), final: final(), balanceRequested: false }, 'solde', 5_000, nothing],
  ['nothing stands already: nothing more ends', { deposit: deposit(14_900), final: null, balanceRequested: false }, 'acompte', 100, nothing],
];

describe('refundOutcome (decision 057)', () => {
  it.each(table)('%s', (_name, facts, kind, amount, expected) => {
    expect(refundOutcome(facts, kind, amount)).toEqual(expected);
  });
});

describe('balanceMayBeDue', () => {
  it.each([
    [0, true],
    [100, true],
    [14_899, true],
    [14_900, false],
  ])('deposit with %i cents given back → %s', (refunded, due) => {
    expect(balanceMayBeDue({ deposit: deposit(refunded) })).toBe(due);
  });
});

describe('depositRefundState: what the staff page says of a paid deposit', () => {
  it.each([
    [0, 'none'],
    [1, 'partial'],
    [14_899, 'partial'],
    [14_900, 'full'],
  ] as const)('deposit with %i cents given back → %s', (refunded, state) => {
    expect(depositRefundState(deposit(refunded))).toBe(state);
  });
});

describe('depositMoneyOf', () => {
  const invoices = [
    { number: 'F-2026-000001', kind: 'acompte', amount_incl_tax_cents: 14_900 },
    { number: 'F-2026-000002', kind: 'solde', amount_incl_tax_cents: 134_100 },
  ];
  it.each([
    ['no invoice yet', [], [], null],
    ['no credit note', invoices, [], { number: 'F-2026-000001', amountCents: 14_900, refundedCents: 0 }],
    [
      'notes on the deposit add up, a note on the final is not the deposit’s',
      invoices,
      [
        { invoice_number: 'F-2026-000001', amount_incl_tax_cents: 4_900 },
        { invoice_number: 'F-2026-000002', amount_incl_tax_cents: 134_100 },
        { invoice_number: 'F-2026-000001', amount_incl_tax_cents: 10_000 },
      ],
      { number: 'F-2026-000001', amountCents: 14_900, refundedCents: 14_900 },
    ],
  ])('%s', (_name, invoices, credit_notes, expected) => {
    expect(depositMoneyOf({ invoices, credit_notes })).toEqual(expected);
  });
});
