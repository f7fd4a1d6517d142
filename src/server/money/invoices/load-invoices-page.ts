/**
 * Everything /mes-factures renders (decision 046): the balance to pay when the staff requested it
 * (decision 024) and what a refund of the deposit did to it (decision 057), the invoices and the credit notes. Stripe sends the payer back here with its
 * session id after paying the balance: the payment is confirmed on the way (the webhook may not
 * have arrived yet), before anything is read, so the lists already hold the new invoice.
 */
import { getDb } from '#server/platform/db/client.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { balanceAfterDepositRefunds, balanceDue, confirmBalanceOnReturn } from '../payment/balance-page.ts';
import { listInvoicesForPage } from './list-invoices.ts';
import { listCreditNotesForPage } from '../refunds/list-credit-notes.ts';

/** What the notice at the top says: the balance paid, still processing, or its payment cancelled. */
export type BalanceNotice = 'paid' | 'processing' | 'cancelled' | null;

export interface InvoicesPage {
  notice: BalanceNotice;
  due: Awaited<ReturnType<typeof balanceDue>>;
  /** What a refund of the deposit did to the requested balance (decision 057). */
  balanceRefunds: Awaited<ReturnType<typeof balanceAfterDepositRefunds>>;
  invoices: Awaited<ReturnType<typeof listInvoicesForPage>>;
  creditNotes: Awaited<ReturnType<typeof listCreditNotesForPage>>;
}

export async function loadInvoicesPage(user: SessionUser, query: URLSearchParams): Promise<InvoicesPage> {
  const db = await getDb();
  let notice: BalanceNotice = null;
  const sessionId = query.get('session_id');
  const candidature = query.get('candidature');
  if (sessionId && candidature) {
    const state = await confirmBalanceOnReturn(db, user.id, candidature, sessionId);
    if (state === 'paid' || state === 'processing') notice = state;
  } else if (query.get('solde') === 'paye') notice = 'paid';
  else if (query.get('paiement') === 'annule') notice = 'cancelled';
  const due = await balanceDue(db, user.id);
  const balanceRefunds = await balanceAfterDepositRefunds(db, user.id);
  const invoices = await listInvoicesForPage(db, user);
  const creditNotes = await listCreditNotesForPage(db, user);
  return { notice, due, balanceRefunds, invoices, creditNotes };
}
