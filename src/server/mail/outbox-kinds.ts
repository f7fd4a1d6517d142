/**
 * What each kind of outbox row becomes at send time. A new mail moving to the outbox adds one
 * line here (and enqueues with its kind); builders read what they need from the database, so a
 * message reflects the stored state when it is sent.
 */
import type { DbOrTx } from '../db/client.ts';
import type { MailMessage } from './send-mail.ts';
import { buildInvoiceMail } from '../invoices/invoice-mail.ts';
import { buildPaymentLinkMail } from '../applications/payment-link-mail.ts';
import { buildNotificationMail } from '../notifications/notification-mail.ts';
import { buildBalanceMail } from '../payment/balance-mail.ts';
import { buildCreditNoteMail } from '../refunds/credit-note-mail.ts';
import { buildExportReadyMail } from '../personal-data/export-mail.ts';
import { buildErasureMail } from '../personal-data/erasure-mail.ts';

export type OutboxBuilder = (db: DbOrTx, payload: Record<string, unknown>, to: string) => Promise<MailMessage>;

const BUILDERS: Record<string, OutboxBuilder> = {
  invoice: buildInvoiceMail,
  notification: buildNotificationMail,
  payment_link: buildPaymentLinkMail, // staff's reminder of an unpaid deposit (decision 020)
  balance_request: buildBalanceMail, // the balance is due (decision 024)
  credit_note: buildCreditNoteMail, // a refund's credit note, PDF attached (decision 024)
  data_export_ready: buildExportReadyMail, // a member's data archive is ready (decision 026)
  account_erased: buildErasureMail, // the goodbye of an erased account, to its former address (decision 038)
};

/**
 * Kinds whose row is deleted once sent or given up, instead of kept as a sent copy: the goodbye
 * mail of an erased account holds the only remaining trace of its address (decision 038).
 */
export const FORGET_AFTER_SENDING: ReadonlySet<string> = new Set(['account_erased']);

export function outboxBuilder(kind: string): OutboxBuilder {
  const builder = BUILDERS[kind];
  if (!builder) throw new Error(`unknown outbox kind "${kind}"`);
  return builder;
}
