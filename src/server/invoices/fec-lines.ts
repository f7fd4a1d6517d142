/**
 * The accountant's journal as a FEC (fichier des écritures comptables, art. A47 A-1 du LPF;
 * decision 035, format in docs/api-exports.md): pure functions from issued documents to the 18
 * columns, so the rules are unit-tested without a database.
 *
 * Each document gives one balanced sales entry (journal VE): an invoice debits the customer
 * (411, with the customer as auxiliary account) by its total and credits revenue (706) and VAT
 * collected (44571); a credit note is the same entry reversed. Its payment — the app only issues
 * an invoice once paid, a credit note once refunded — gives one balanced bank entry (journal BQ):
 * the bank (512) or the Stripe clearing account when one is set, against the customer. The 411
 * lines of a document and of its payment carry the same lettering code, since they settle each
 * other exactly.
 */
import { centsAsDecimal } from './write-csv.ts';
import { toSingleLine } from '../../shared/clean-text.ts';

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
  revenue: string;
  vat: string;
  bank: string;
  /** When set, Stripe's payments and refunds go through this clearing account instead of the bank. */
  stripe: string | null;
}

/** An invoice or a credit note as the journal needs it (amounts positive, as printed). */
export interface FecDocument {
  type: 'invoice' | 'credit_note';
  number: string;
  /** Day of issue, YYYY-MM-DD: also the day it was paid (invoice) or refunded (credit note). */
  day: string;
  customerId: string;
  customerName: string;
  exclCents: number;
  vatCents: number;
  inclCents: number;
  provider: string;
}

export interface FecLine {
  journal: 'VE' | 'BQ';
  entry: number;
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
 * character: rows stored before the input checks may have them (decision 050).
 */
export const fecText = (text: string) => toSingleLine(text).trim();

/** The customer's auxiliary account: stable per account, readable, no personal data. */
export const customerAccount = (customerId: string) => `C${customerId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** Lettering codes AA, AB, … ZZ, AAA, …: one per document, in the file's order. */
export function letteringCode(index: number): string {
  let n = index;
  let code = '';
  let width = 2;
  let block = 26 ** width;
  while (n >= block) {
    n -= block;
    width += 1;
    block = 26 ** width;
  }
  for (let i = 0; i < width; i += 1) {
    code = String.fromCharCode(65 + (n % 26)) + code;
    n = Math.floor(n / 26);
  }
  return code;
}

/**
 * The lines of every document, in the order given (by day, invoices then credit notes). Entry
 * numbers run per journal from 1, continuous over the file.
 */
export function fecLines(documents: readonly FecDocument[], accounts: FecAccounts): FecLine[] {
  const lines: FecLine[] = [];
  const next = { VE: 0, BQ: 0 };
  documents.forEach((doc, index) => {
    const invoice = doc.type === 'invoice';
    const lettering = letteringCode(index);
    const who = fecText(doc.customerName) || customerAccount(doc.customerId);
    const base = { day: doc.day, piece: doc.number, auxiliary: '', auxiliaryLabel: '', lettering: '' };
    const customer = { ...base, account: accounts.customer, accountLabel: 'Clients', auxiliary: customerAccount(doc.customerId), auxiliaryLabel: who, lettering };
    // Debit for an invoice, credit for a credit note (reversed), and the other way for its counterpart.
    const side = (cents: number, debit: boolean) => (debit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents });

    next.VE += 1;
    const sale = { journal: 'VE' as const, entry: next.VE, label: `${invoice ? 'Facture' : 'Avoir'} ${doc.number} ${who}` };
    lines.push({ ...sale, ...customer, ...side(doc.inclCents, invoice) });
    lines.push({ ...sale, ...base, account: accounts.revenue, accountLabel: 'Prestations de services', ...side(doc.exclCents, !invoice) });
    if (doc.vatCents !== 0) lines.push({ ...sale, ...base, account: accounts.vat, accountLabel: 'TVA collectée', ...side(doc.vatCents, !invoice) });

    next.BQ += 1;
    const viaStripe = doc.provider === 'stripe' && accounts.stripe !== null;
    const money = { journal: 'BQ' as const, entry: next.BQ, label: `${invoice ? 'Paiement' : 'Remboursement'} ${doc.number} ${who}` };
    lines.push({ ...money, ...base, account: viaStripe ? accounts.stripe! : accounts.bank, accountLabel: viaStripe ? 'Stripe' : 'Banque', ...side(doc.inclCents, invoice) });
    lines.push({ ...money, ...customer, ...side(doc.inclCents, !invoice) });
  });
  return lines;
}

/** One line's 18 fields. Documents are validated when issued (they never change): ValidDate = their day. */
export function fecFields(line: FecLine): string[] {
  const day = fecDay(line.day);
  return [
    line.journal,
    JOURNAL_LABEL[line.journal],
    `${line.journal}${String(line.entry).padStart(6, '0')}`,
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

// ISO 8859-15 differs from Latin-1 in eight places (€, Š, š, Ž, ž, Œ, œ, Ÿ).
const LATIN9: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const LATIN1_ONLY = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);

/**
 * The FEC is read in ASCII, ISO 8859-15 or EBCDIC by the administration's tools: ISO 8859-15
 * keeps French accents and €. A character it cannot hold (an emoji in a name) becomes `?`.
 */
export function encodeLatin9(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const mapped = LATIN9[char] ?? (code < 0x100 && !LATIN1_ONLY.has(code) ? code : 0x3f);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}
