/**
 * The credit-note email (decision 024): in the payer's language, the PDF attached. Built at send
 * time by the mail outbox from the credit note's id (kind `credit_note`).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { creditNotes, invoices } from '../../../db/schema.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { mailKind } from '../mail/mail-kind.ts';
import { formatEuros } from '../../i18n/money.ts';
import { env } from '../../env.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { creditNoteFileName } from './credit-note-pdf.ts';
import { creditNotePdfBytes } from '../invoices/issued-documents.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';

export function creditNoteMailText(note: CreditNoteRow, lang: Lang, firstName: string) {
  const amount = formatEuros(note.amountInclTaxCents, lang);
  const accountUrl = `${env().PUBLIC_URL}${lang === 'en' ? '/en' : ''}/mes-factures`;
  if (lang === 'en') {
    return {
      subject: `Your refund and credit note ${note.number}`,
      content: {
        greeting: firstName ? `Hello ${firstName},` : 'Hello,',
        paragraphs: [
          `We have refunded ${amount} on invoice ${note.invoiceNumber}, to the card you paid with. Banks usually take 5 to 10 days to show it.`,
          `The credit note ${note.number} is attached as a PDF. It is written in French, as French invoices must be.`,
        ],
        action: { label: 'My invoices', url: accountUrl },
      },
    };
  }
  return {
    subject: `Votre remboursement et l’avoir ${note.number}`,
    content: {
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Nous vous avons remboursé ${amount} sur la facture ${note.invoiceNumber}, sur le moyen de paiement utilisé. Votre banque l’affiche en général sous 5 à 10 jours.`,
        `La facture d’avoir ${note.number} est jointe à ce message au format PDF.`,
      ],
      action: { label: 'Mes factures', url: accountUrl },
    },
  };
}

export interface CreditNoteMailPayload {
  credit_note_id: string;
  lang: Lang;
  first_name: string;
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
  const { subject, content } = creditNoteMailText(row.note, lang, typeof payload.first_name === 'string' ? payload.first_name : '');
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
