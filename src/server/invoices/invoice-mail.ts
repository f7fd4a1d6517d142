/**
 * The invoice email (spec Events 2): in the payer's language, the stored PDF attached (the
 * first build renders and stores it, decision 036). Built at send
 * time by the mail outbox from the invoice id, so the transaction that issues the invoice only
 * writes one small row.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { invoices } from '../../../db/schema.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { mailKind } from '../mail/mail-kind.ts';
import { formatEuros } from '../../i18n/money.ts';
import { formatDay } from '../../i18n/ui-applications.ts';
import { env } from '../../env.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { formatFrenchDate, invoiceFileName } from './invoice-pdf.ts';
import { invoicePdfBytes } from './issued-documents.ts';
import type { InvoiceRow } from './serialize-invoice.ts';

/**
 * Queues the email of an invoice about to be issued in the same transaction (deposit or final):
 * the outbox builds it from the invoice id at send time. Returns the outbox row id to kick.
 */
export function enqueueInvoiceMail(tx: DbOrTx, invoiceId: string, payer: { email: string; lang: string; firstName: string }) {
  return enqueueMail(tx, invoiceMail, {
    dedupeKey: `invoice:${invoiceId}`,
    to: payer.email,
    payload: { invoice_id: invoiceId, lang: asLang(payer.lang), first_name: payer.firstName },
  });
}

export function invoiceMailText(invoice: InvoiceRow, lang: Lang, firstName: string) {
  const amount = formatEuros(invoice.amountInclTaxCents, lang);
  const formula = formulaLabel(invoice.formula as Formula, lang);
  const accountUrl = `${env().PUBLIC_URL}${lang === 'en' ? '/en' : ''}/mes-factures`;
  if (invoice.kind === 'solde') return finalInvoiceMailText(invoice, lang, firstName, amount, formula, accountUrl);
  if (lang === 'en') {
    return {
      subject: `Your deposit invoice ${invoice.number}`,
      content: {
        greeting: firstName ? `Hello ${firstName},` : 'Hello,',
        paragraphs: [
          `Thank you: we received your deposit of ${amount} for the ${formula} plan on ${formatDay(invoice.issuedOn, 'en')}. Welcome to Atelier!`,
          `Your invoice ${invoice.number} is attached as a PDF. It is written in French, as French invoices must be.`,
          'You can download it again at any time from your account.',
        ],
        action: { label: 'My invoices', url: accountUrl },
      },
    };
  }
  return {
    subject: `Votre facture d’acompte ${invoice.number}`,
    content: {
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Merci : nous avons bien reçu votre acompte de ${amount} pour la formule ${formula}, le ${formatFrenchDate(invoice.issuedOn)}. Bienvenue dans l’Atelier !`,
        `Votre facture ${invoice.number} est jointe à ce message au format PDF.`,
        'Vous pouvez la télécharger à nouveau à tout moment depuis votre compte.',
      ],
      action: { label: 'Mes factures', url: accountUrl },
    },
  };
}

function finalInvoiceMailText(invoice: InvoiceRow, lang: Lang, firstName: string, amount: string, formula: string, accountUrl: string) {
  const deducted = String((invoice.deduction as { number?: unknown } | null)?.number ?? '');
  if (lang === 'en') {
    return {
      subject: `Your final invoice ${invoice.number}`,
      content: {
        greeting: firstName ? `Hello ${firstName},` : 'Hello,',
        paragraphs: [
          `Thank you: we received the balance of ${amount} for the ${formula} plan on ${formatDay(invoice.issuedOn, 'en')}. Your plan is now paid in full.`,
          `Your final invoice ${invoice.number} is attached as a PDF (it deducts the deposit invoice ${deducted}). It is written in French, as French invoices must be.`,
        ],
        action: { label: 'My invoices', url: accountUrl },
      },
    };
  }
  return {
    subject: `Votre facture de solde ${invoice.number}`,
    content: {
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Merci : nous avons bien reçu le solde de ${amount} pour la formule ${formula}, le ${formatFrenchDate(invoice.issuedOn)}. Votre formule est entièrement réglée.`,
        `Votre facture de solde ${invoice.number} est jointe à ce message au format PDF (elle déduit la facture d’acompte ${deducted}).`,
      ],
      action: { label: 'Mes factures', url: accountUrl },
    },
  };
}

export interface InvoiceMailPayload {
  invoice_id: string;
  lang: Lang;
  first_name: string;
}

async function buildInvoiceMail(db: DbOrTx, payload: InvoiceMailPayload, to: string): Promise<MailMessage> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, String(payload.invoice_id))).limit(1);
  if (!invoice) throw new Error(`invoice ${String(payload.invoice_id)} not found`);
  const lang = asLang(payload.lang);
  const { subject, content } = invoiceMailText(invoice, lang, typeof payload.first_name === 'string' ? payload.first_name : '');
  const { html, text } = renderMail(lang, content);
  return {
    to,
    subject,
    html,
    text,
    attachments: [{ filename: invoiceFileName(invoice.number), content: await invoicePdfBytes(db, invoice), contentType: 'application/pdf' }],
  };
}

/** Outbox kind `invoice`: the invoice just issued, its PDF attached. */
export const invoiceMail = mailKind<InvoiceMailPayload>({ name: 'invoice', build: buildInvoiceMail });
