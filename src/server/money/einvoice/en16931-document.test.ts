/**
 * What the French rules ask of each document kind (decision 047): its billing framework (BT-23),
 * its due date (BT-9) and its payment-terms notes, from the stored row.
 */
import { describe, expect, it } from 'vitest';
import { billingFrameworkOf, creditNoteDocument, invoiceDocument, type EDocument } from './en16931-document.ts';
import { creditNote, depositInvoice, finalInvoice } from '#tests/support/factur-x-fixtures.ts';

describe('billingFrameworkOf', () => {
  it.each([
    ['386', 'S2'], // a deposit invoice, issued once paid
    ['380', 'S4'], // the final invoice after a deposit (BR-FR-CO-08 keeps S4 off 386)
    ['381', 'S2'], // a credit note, issued once refunded
  ] as const)('type %s → %s', (typeCode, framework) => {
    expect(billingFrameworkOf(typeCode)).toBe(framework);
  });
});

const subjects = (e: EDocument) => e.notes.map((n) => n.subject);

describe('the documents of each kind', () => {
  const deposit = depositInvoice('fr');
  const final = finalInvoice(deposit);
  it.each([
    ['deposit invoice', invoiceDocument(deposit), { typeCode: '386', billingFramework: 'S2', dueOn: '2027-01-04' }],
    ['final invoice', invoiceDocument(final), { typeCode: '380', billingFramework: 'S4', dueOn: '2027-05-20' }],
    ['full credit note', creditNoteDocument(creditNote(deposit), deposit.issuedOn), { typeCode: '381', billingFramework: 'S2', dueOn: '2027-06-01' }],
    ['partial credit note', creditNoteDocument(creditNote(final, 20_000), final.issuedOn), { typeCode: '381', billingFramework: 'S2', dueOn: '2027-06-01' }],
  ] as const)('%s: type, framework, due the day the money moved, paid in full, the payment-terms notes', (_, e, expected) => {
    expect(e).toMatchObject(expected);
    expect(e.dueOn).toBe(e.issuedOn);
    expect(e.paidCents).toBe(e.inclTaxCents);
    expect(subjects(e)).toEqual(['AAI', 'AAB', 'PMD', 'PMT']);
  });
});
