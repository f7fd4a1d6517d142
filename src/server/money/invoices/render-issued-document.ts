/**
 * The renders of issued documents as a thread of the render pool calls them (decision 053): one
 * plain-data argument (the invoice or credit note row), the PDF's bytes out. The rendering itself
 * stays in invoice-pdf.ts and credit-note-pdf.ts; issued-documents.ts sends them to the pool.
 */
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { renderCreditNotePdf } from '../refunds/credit-note-pdf.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';

export function renderInvoiceJob(invoice: InvoiceRow): Promise<Buffer> {
  return renderInvoicePdf(invoice);
}

export function renderCreditNoteJob(job: { note: CreditNoteRow; invoiceIssuedOn: string }): Promise<Buffer> {
  return renderCreditNotePdf(job.note, job.invoiceIssuedOn);
}
