/**
 * The sales and receipts journal in the FEC format (art. A47 A-1 du LPF; decisions 035 and 060,
 * format in docs/api-exports.md): pure functions from issued documents, Stripe fees and payouts to
 * the 18 columns, so the rules are unit-tested without a database. It is a part of the company's
 * FEC, to merge into it, not the statutory FEC itself (no opening balances, no other journal).
 *
 * Sales (journal VE), decision 060: a deposit invoice debits the customer (411, the company
 * invoiced as auxiliary account) and credits advances received (4191) and VAT collected (44571,
 * due on payment for a service, art. 269-2 c du CGI); the final invoice debits 4191 by the
 * deposit still held and credits the revenue account of its VAT regime with the whole price; a
 * credit note reverses what it refunds (4191 while the deposit is still an advance, revenue
 * otherwise). Reverse charge and out-of-scope sales have no VAT line.
 * Money (journal BQ): each payment or refund against the customer, through the Stripe clearing
 * account for Stripe (the bank for the sandbox); Stripe's fee (627) and its payouts (512 against
 * the clearing account) as Stripe reports them.
 * Entry numbers and lettering come from the document's own number, so an entry has the same
 * number in every export that holds it and two monthly files never collide.
 */
import { centsAsDecimal, neutraliseFormula } from './write-csv.ts';
import { toSingleLine } from '#shared/clean-text.ts';
import type { VatRegime } from '#shared/buyer-price.ts';

export { encodeLatin9 } from './latin9.ts';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export interface FecAccounts {
  customer: string;
  /** Revenue by where the service is taxed (decision 060): France (French VAT or franchise), EU reverse charge, outside the EU. */
  revenue: { fr: string; eu: string; nonEu: string };
  vat: string;
  /** Advances received on orders (4191): the deposit until the final invoice. */
  deposits: string;
  bank: string;
  /** Stripe's balance: payments, refunds and fees go through it; payouts move it to the bank. */
  stripe: string;
  fees: string;
}

/** An invoice or a credit note as the journal needs it (amounts positive, as printed). */
export interface FecDocument {
  type: 'invoice' | 'credit_note';
  /** An invoice's kind; for a credit note, the kind of the invoice it credits. */
  kind: 'acompte' | 'solde';
  number: string;
  /** Day of issue, YYYY-MM-DD: also the day it was paid (invoice) or refunded (credit note). */
  day: string;
  customerId: string;
  /** The company invoiced when the buyer is one, else the person (as printed on the document). */
  customerName: string;
  /** ISO country code of the buyer's address ('' when none was given). */
  country: string;
  /** The buyer's VAT number, else its SIREN, else ''. */
  taxId: string;
  regime: VatRegime;
  vatRateBp: number | null;
  exclCents: number;
  vatCents: number;
  inclCents: number;
  provider: string;
  /** Final invoice: the deposit's HT still in 4191 when it was issued (the deposit minus its credit notes until then). */
  depositExclCents?: number;
  /** Credit note on a deposit: true when the final invoice was issued before it (the deposit is revenue by then). */
  depositInRevenue?: boolean;
}

/** Stripe's fee on a payment, from the payment's balance transaction (decision 060). */
export interface FecFee {
  /** The number of the invoice the payment settled. */
  invoiceNumber: string;
  day: string;
  feeCents: number;
  reference: string;
}

/** A Stripe payout that reached the bank (`payout.paid`). */
export interface FecPayout {
  id: string;
  day: string;
  amountCents: number;
}

export interface FecLine {
  journal: 'VE' | 'BQ';
  entry: string;
  day: string;
  account: string;
  accountLabel: string;
  auxiliary: string;
  auxiliaryLabel: string;
  piece: string;
  label: string;
  debitCents: number;
  creditCents: number;
  lettering: string;
}

const JOURNAL_LABEL = { VE: 'Ventes', BQ: 'Banque' } as const;

/** `2026-03-05` → `20260305`. */
export const fecDay = (ymd: string) => ymd.replaceAll('-', '');

/**
 * A FEC field holds no tab or line break (they separate fields and lines), nor any other control
 * character (decision 050), and never starts as a formula (the CSV's rule, decision 060).
 */
export const fecText = (text: string) => neutraliseFormula(toSingleLine(text).trim());

/** The customer's auxiliary account: stable per account, readable, no personal data. */
export const customerAccount = (customerId: string) => `C${customerId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** A document's lettering code: its number without dashes (`F-2026-000012` → `F2026000012`), the same in every export. */
export const letteringOf = (number: string) => number.replaceAll('-', '');

/** The revenue account of a regime: France (French VAT, franchise), EU reverse charge, outside the EU. */
export function revenueAccount(regime: VatRegime, accounts: FecAccounts): string {
  if (regime === 'reverse_charge') return accounts.revenue.eu;
  if (regime === 'out_of_scope') return accounts.revenue.nonEu;
  return accounts.revenue.fr;
}

const REGIME_WORDS: Record<VatRegime, string> = { fr: 'TVA', franchise: 'franchise 293 B', reverse_charge: 'autoliquidation', out_of_scope: 'hors UE' };
const EXEMPTION: Record<VatRegime, string> = { fr: '', franchise: 'VATEX-FR-FRANCHISE', reverse_charge: 'VATEX-EU-AE', out_of_scope: 'VATEX-EU-O' };

/**
 * What the 18 columns have no room for, kept in the sales entry's label (decision 060: extra
 * columns are not part of the norm for a BIC company and accounting tools refuse them): the
 * regime, the buyer's country and VAT number or SIREN, the rate or the exemption code.
 */
export function taxNote(doc: Pick<FecDocument, 'regime' | 'country' | 'taxId' | 'vatRateBp'>): string {
  const rate = doc.regime === 'fr' && doc.vatRateBp !== null ? `${centsAsDecimal(doc.vatRateBp)} %` : EXEMPTION[doc.regime];
  return [REGIME_WORDS[doc.regime], rate, doc.country, doc.taxId].filter(Boolean).join(' ');
}

const side = (cents: number, debit: boolean) => (debit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents });

/** The sales entry and the money entry of one document. */
function documentLines(doc: FecDocument, accounts: FecAccounts): FecLine[] {
  const invoice = doc.type === 'invoice';
  const lettering = letteringOf(doc.number);
  const who = toSingleLine(doc.customerName).trim() || customerAccount(doc.customerId);
  const base = { day: doc.day, piece: doc.number, auxiliary: '', auxiliaryLabel: '', lettering: '' };
  const customer = { ...base, account: accounts.customer, accountLabel: 'Clients', auxiliary: customerAccount(doc.customerId), auxiliaryLabel: who, lettering };
  const what = invoice ? (doc.kind === 'acompte' ? "Facture d'acompte" : 'Facture de solde') : 'Avoir';
  const sale = { journal: 'VE' as const, entry: doc.number, label: `${what} ${doc.number} ${who} ${taxNote(doc)}` };
  const revenue = { ...sale, ...base, account: revenueAccount(doc.regime, accounts), accountLabel: 'Prestations de services' };
  const deposits = { ...sale, ...base, account: accounts.deposits, accountLabel: 'Avances et acomptes reçus' };
  const lines: FecLine[] = [{ ...sale, ...customer, ...side(doc.inclCents, invoice) }];

  if (invoice && doc.kind === 'acompte') {
    lines.push({ ...deposits, ...side(doc.exclCents, false) });
  } else if (invoice) {
    const held = doc.depositExclCents ?? 0;
    if (held !== 0) lines.push({ ...deposits, ...side(held, true) });
    lines.push({ ...revenue, ...side(doc.exclCents + held, false) });
  } else {
    // A credit note on a deposit still held gives the advance back; otherwise it reduces revenue.
    const fromDeposit = doc.kind === 'acompte' && !doc.depositInRevenue;
    lines.push({ ...(fromDeposit ? deposits : revenue), ...side(doc.exclCents, true) });
  }
  if (doc.vatCents !== 0) lines.push({ ...sale, ...base, account: accounts.vat, accountLabel: 'TVA collectée', ...side(doc.vatCents, !invoice) });

  const viaStripe = doc.provider === 'stripe';
  const money = { journal: 'BQ' as const, entry: `${invoice ? 'P' : 'R'}-${doc.number}`, label: `${invoice ? 'Paiement' : 'Remboursement'} ${doc.number} ${who}` };
  lines.push({ ...money, ...base, account: viaStripe ? accounts.stripe : accounts.bank, accountLabel: viaStripe ? 'Stripe' : 'Banque', ...side(doc.inclCents, invoice) });
  lines.push({ ...money, ...customer, ...side(doc.inclCents, !invoice) });
  return lines;
}

function feeLines(fee: FecFee, accounts: FecAccounts): FecLine[] {
  const entry = { journal: 'BQ' as const, entry: `C-${fee.invoiceNumber}`, day: fee.day, piece: fee.reference, label: `Commission Stripe ${fee.invoiceNumber}`, auxiliary: '', auxiliaryLabel: '', lettering: '' };
  return [
    { ...entry, account: accounts.fees, accountLabel: 'Services bancaires et assimilés', ...side(fee.feeCents, fee.feeCents > 0) },
    { ...entry, account: accounts.stripe, accountLabel: 'Stripe', ...side(fee.feeCents, fee.feeCents < 0) },
  ].map((l) => ({ ...l, debitCents: Math.abs(l.debitCents), creditCents: Math.abs(l.creditCents) }));
}

function payoutLines(payout: FecPayout, accounts: FecAccounts): FecLine[] {
  // A payout is positive (Stripe → bank); a negative one (the bank debited to cover Stripe) reverses it.
  const toBank = payout.amountCents > 0;
  const cents = Math.abs(payout.amountCents);
  const entry = { journal: 'BQ' as const, entry: `V-${payout.id}`, day: payout.day, piece: payout.id, label: `Virement Stripe ${payout.id}`, auxiliary: '', auxiliaryLabel: '', lettering: '' };
  return [
    { ...entry, account: accounts.bank, accountLabel: 'Banque', ...side(cents, toBank) },
    { ...entry, account: accounts.stripe, accountLabel: 'Stripe', ...side(cents, !toBank) },
  ];
}

/**
 * Every line, entry by entry in the order of their days (the FEC is chronological): within a day
 * the documents in the order given (invoices then credit notes, by number), each followed by its
 * payment or refund, then Stripe's fees, then its payouts.
 */
export function fecLines(documents: readonly FecDocument[], accounts: FecAccounts, stripe: { fees?: readonly FecFee[]; payouts?: readonly FecPayout[] } = {}): FecLine[] {
  const entries = [
    ...documents.map((d) => ({ day: d.day, lines: documentLines(d, accounts) })),
    ...(stripe.fees ?? []).map((f) => ({ day: f.day, lines: feeLines(f, accounts) })),
    ...(stripe.payouts ?? []).map((p) => ({ day: p.day, lines: payoutLines(p, accounts) })),
  ];
  // Array.prototype.sort is stable: the order above holds within a day.
  entries.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return entries.flatMap((e) => e.lines);
}

/** One line's 18 fields. Documents are validated when issued (they never change): ValidDate = their day. */
export function fecFields(line: FecLine): string[] {
  const day = fecDay(line.day);
  return [
    line.journal,
    JOURNAL_LABEL[line.journal],
    fecText(line.entry),
    day,
    line.account,
    fecText(line.accountLabel),
    line.auxiliary,
    fecText(line.auxiliaryLabel),
    fecText(line.piece),
    day,
    fecText(line.label),
    centsAsDecimal(line.debitCents, ','),
    centsAsDecimal(line.creditCents, ','),
    line.lettering,
    line.lettering ? day : '',
    day,
    '',
    '',
  ];
}

/** The file's text: the column names, then one line per journal line, tab-separated, CRLF. */
export function writeFec(lines: readonly FecLine[]): string {
  return [FEC_COLUMNS, ...lines.map(fecFields)].map((fields) => `${fields.join('\t')}\r\n`).join('');
}
