/**
 * The invoice email (spec Events 2): in the payer's language, the stored PDF attached (the
 * first build renders and stores it, decision 036). Built at send
 * time by the mail outbox from the invoice id, so the transaction that issues the invoice only
 * writes one small row.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices } from '#db/schema.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import { paidAmount } from '#shared/buyer-price.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';
import { env } from '#src/env.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { invoiceFileName } from './invoice-pdf.ts';
import { invoicePdfBytes } from './issued-documents.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { pagePath } from '#i18n/paths.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { formatDate, formatDay, formatTime } from '#i18n/format.ts';
import { withdrawalConfirmationParagraph } from '#i18n/withdrawal-texts.ts';
import { isConsumer, withdrawalPeriodEndsOn } from '../withdrawal/withdrawal-rules.ts';
import { addDays } from '#server/platform/dates.ts';

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
  const t = mailTexts[lang];
  // TTC or HT as the invoice reads (decision 056).
  const amount = amountText(paidAmount(invoice.amountInclTaxCents, regimeOf(invoice)), lang, { cents: 'always' });
  const formula = formulaLabel(invoice.formula as Formula, lang);
  const day = formatDay(invoice.issuedOn, lang);
  const accountUrl = `${env().PUBLIC_URL}${pagePath(lang, '/mes-factures')}`;
  const deducted = invoice.deduction?.number ?? '';
  const final = invoice.kind === 'solde';
  return {
    subject: final ? t.finalInvoice.subject(invoice.number) : t.depositInvoice.subject(invoice.number),
    content: {
      greeting: t.greeting(firstName),
      paragraphs: final
        ? t.finalInvoice.paragraphs(amount, formula, day, invoice.number, deducted)
        : t.depositInvoice.paragraphs(amount, formula, day, invoice.number),
      action: { label: t.myInvoices, url: accountUrl },
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
  if (invoice.kind === 'acompte') {
    const withdrawal = await withdrawalConfirmation(db, invoice.applicationId, lang);
    if (withdrawal) content.paragraphs = [...content.paragraphs, withdrawal];
  }
  const { html, text } = renderMail(lang, content);
  return {
    to,
    subject,
    html,
    text,
    attachments: [{ filename: invoiceFileName(invoice.number), content: await invoicePdfBytes(db, invoice), contentType: 'application/pdf' }],
  };
}

/**
 * The consumer's choice about the withdrawal right, confirmed on a durable medium with the deposit
 * invoice (decision 058, C. consom. L221-13 and L221-25): both consents with their time and
 * wording's version, or the day the service starts after the period. Null for a business buyer.
 */
async function withdrawalConfirmation(db: DbOrTx, applicationId: string, lang: Lang): Promise<string | null> {
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!app || !isConsumer(app) || !app.withdrawalTextVersion) return null;
  const tz = env().APP_TIMEZONE;
  const at = (d: Date | null) => (d ? `${formatDate(d, lang, 'long', tz)}, ${formatTime(d, lang, tz)}` : null);
  return withdrawalConfirmationParagraph(lang, {
    earlyStartAt: at(app.earlyStartRequestedAt),
    waiverAt: at(app.withdrawalWaiverAt),
    accessFrom: app.accessDeferredUntil ?? addDays(withdrawalPeriodEndsOn(app.createdAt, tz), 1),
    periodEndsOn: withdrawalPeriodEndsOn(app.createdAt, tz),
    version: app.withdrawalTextVersion,
  });
}

/** Outbox kind `invoice`: the invoice just issued, its PDF attached. */
export const invoiceMail = mailKind<InvoiceMailPayload>({ name: 'invoice', build: buildInvoiceMail });
