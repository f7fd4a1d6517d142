/**
 * Records a refund the provider made (decisions 024 and 031), inside the caller's transaction:
 * marks the row succeeded with the provider's refund id, applies the access rule (decision 057:
 * a requested balance cancelled when the deposit is emptied, the formula's role taken away when no
 * paid invoice stands), queues the credit note's email saying so, and issues the credit note, its
 * number taken last. Shared by the app's refunds (refund-invoice.ts) and the ones seen only through
 * Stripe's webhook (record-provider-refunds.ts), so both issue exactly the same documents.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, refunds, users } from '#db/schema.ts';
import { FORMULA_ROLE, isFormula } from '../formulas/formulas.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { creditNoteMail } from './credit-note-mail.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { applyRefundToBalance } from '../payment/deposit-refund-rule.ts';
import { logger } from '#server/platform/log.ts';
import type { RefundRow } from './serialize-credit-note.ts';
import { asLang } from '#i18n/lang.ts';

/** Who the role history names when no staff member acted: the refund was made in Stripe. */
const PROVIDER_ACTOR_NAME = 'Stripe';

/**
 * `refund` must be locked by the caller (`FOR UPDATE`) and still `pending`; the invoice's row is
 * the one it belongs to. Returns the succeeded row, the queued email's id (null: no address) and
 * the credit note.
 */
export async function recordSucceededRefund(tx: DbOrTx, refund: RefundRow, invoice: InvoiceRow, providerReference: string, now: Date) {
  const [payer] = await tx.select().from(users).where(eq(users.id, invoice.userId)).limit(1);
  const lang = asLang(payer?.lang ?? invoice.lang);
  const creditNoteId = randomUUID();
  const [done] = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerReference, creditNoteId, completedAt: now })
    .where(eq(refunds.id, refund.id))
    .returning();
  // Access follows the money (decision 057), under the application's lock — the one the
  // balance's request and confirmation take: a requested balance is cancelled when this refund
  // empties the deposit, and the role ends when no paid invoice of the formula stands any more.
  const outcome = await applyRefundToBalance(tx, invoice, refund, now);
  if (outcome.refusal) {
    // Only a refund made in Stripe's dashboard gets here (the app's are refused at reservation):
    // the money is gone, the credit note is due; access holds while the final invoice stands.
    logger.warn(`refund ${refund.id} emptied the deposit ${invoice.number} while the final invoice stands: access holds (decision 057)`);
  }
  const to = payer?.email ?? String((invoice.buyer as { email?: unknown }).email ?? '');
  const balance = outcome.cancelsBalance ? 'cancelled' : outcome.balanceStillDueCents !== null ? 'still_due' : null;
  const mailId = to
    ? await enqueueMail(tx, creditNoteMail, {
        dedupeKey: `credit_note:${creditNoteId}`,
        to,
        payload: { credit_note_id: creditNoteId, lang, first_name: payer?.firstName ?? '', balance, balance_cents: outcome.balanceStillDueCents, access_ended: outcome.endsAccess },
      })
    : null;
  if (outcome.endsAccess && payer) {
    // No paid invoice of the formula stands: the membership it bought ends (staff roles are kept).
    const [app] = await tx.select({ formula: applications.formula }).from(applications).where(eq(applications.id, invoice.applicationId)).limit(1);
    const formulaRole = app && isFormula(app.formula) ? FORMULA_ROLE[app.formula] : null;
    if (formulaRole) {
      // The role history (decision 025) records this as the refunding staff member's act, or
      // Stripe's when the refund was made in its dashboard (decision 031).
      if (refund.requestedBy) {
        await tx.execute(sql`select set_config('atelier.actor_id', ${refund.requestedBy}, true),
          set_config('atelier.actor_name', coalesce((select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) from users where id = ${refund.requestedBy}), ''), true)`);
      } else {
        await tx.execute(sql`select set_config('atelier.actor_id', '', true), set_config('atelier.actor_name', ${PROVIDER_ACTOR_NAME}, true)`);
      }
      await tx.update(users).set({ role: null, updatedAt: now }).where(and(eq(users.id, payer.id), eq(users.role, formulaRole)));
    }
  }
  // The number last: the year's credit-note counter stays locked only for the insert and the commit.
  const creditNote = await issueCreditNote(tx, {
    id: creditNoteId,
    invoice,
    refundId: refund.id,
    amountCents: refund.amountCents,
    reason: refund.reason,
    refundReference: providerReference,
    issuedAt: now,
    lang,
  });
  return { refund: done!, mailId, creditNote };
}
