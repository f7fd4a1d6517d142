/**
 * The credit-note email (decision 024): in the payer's language, the PDF attached. Built at send
 * time by the mail outbox from the credit note's id (kind `credit_note`).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes, invoices } from '#db/schema.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import { paidAmount } from '#shared/buyer-price.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';
import { env } from '#src/env.ts';
import { creditNoteFileName } from './credit-note-pdf.ts';
import { creditNotePdfBytes } from '../invoices/issued-documents.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { pagePath } from '#i18n/paths.ts';
import { mailTexts } from '#i18n/mail-texts.ts';

export function creditNoteMailText(note: CreditNoteRow, lang: Lang, firstName: string, consequence: CreditNoteConsequence = { balance: null, balanceCents: null, accessEnded: false }) {
  // TTC or HT as the credit note reads (decision 056).
  const amount = amountText(paidAmount(note.amountInclTaxCents, regimeOf(note)), lang, { cents: 'always' });
  const accountUrl = `${env().PUBLIC_URL}${pagePath(lang, '/mes-factures')}`;
  const t = mailTexts[lang];
  return {
    subject: t.creditNote.subject(note.number),
    content: {
      greeting: t.greeting(firstName),
      paragraphs: [
        ...t.creditNote.paragraphs(amount, note.invoiceNumber, note.number),
        ...t.creditNote.consequence({ ...consequence, balance: consequence.balance && { effect: consequence.balance, amount: amountText(paidAmount(consequence.balanceCents ?? 0, regimeOf(note)), lang, { cents: 'always' }) } }),
      ],
      action: { label: t.myInvoices, url: accountUrl },
    },
  };
}

export interface CreditNoteMailPayload {
  credit_note_id: string;
  lang: Lang;
  first_name: string;
  /** What the refund did to a requested balance (decision 057); absent in mails queued before it. */
  balance?: 'cancelled' | 'still_due' | null;
  /** The balance still due after a partial refund of the deposit. */
  balance_cents?: number | null;
  /** The refund ended access to the formula: no paid invoice stands. */
  access_ended?: boolean;
}

/** What the email says about the balance and access, from the payload written at recording. */
export interface CreditNoteConsequence {
  balance: 'cancelled' | 'still_due' | null;
  balanceCents: number | null;
  accessEnded: boolean;
}

function consequenceOf(payload: CreditNoteMailPayload): CreditNoteConsequence {
  const balance = payload.balance === 'cancelled' || payload.balance === 'still_due' ? payload.balance : null;
  const balanceCents = typeof payload.balance_cents === 'number' ? payload.balance_cents : null;
  return { balance: balance === 'still_due' && balanceCents === null ? null : balance, balanceCents, accessEnded: payload.access_ended === true };
}

async function buildCreditNoteMail(db: DbOrTx, payload: CreditNoteMailPayload, to: string): Promise<MailMessage> {
  const [row] = await db
    .select({ note: creditNotes, invoiceIssuedOn: invoices.issuedOn })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, String(payload.credit_note_id)))
    .limit(1);
  if (!row) throw new Error(`credit note ${String(payload.credit_note_id)} not found`);
  const lang = asLang(payload.lang);
  const { subject, content } = creditNoteMailText(row.note, lang, typeof payload.first_name === 'string' ? payload.first_name : '', consequenceOf(payload));
  const { html, text } = renderMail(lang, content);
  return {
    to,
    subject,
    html,
    text,
    attachments: [{ filename: creditNoteFileName(row.note.number), content: await creditNotePdfBytes(db, row.note, row.invoiceIssuedOn), contentType: 'application/pdf' }],
  };
}

/** Outbox kind `credit_note`: a refund's credit note, PDF attached (decision 024). */
export const creditNoteMail = mailKind<CreditNoteMailPayload>({ name: 'credit_note', build: buildCreditNoteMail });
