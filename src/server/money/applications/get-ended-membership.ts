import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, creditNotes, invoices, roleChanges } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { dayIn } from '#server/platform/dates.ts';
import { accessHolds, depositMoneyOf, invoiceMoneyOf } from '../payment/refund-outcome.ts';

export interface EndedMembership {
  /** The day access ended: of the withdrawal, of the refund that gave the rest back, or of the role's removal. */
  endedOn: string;
  /** The consumer withdrew (decision 058), all the money came back (decision 057), or staff took the role away. */
  why: 'withdrawn' | 'refunded' | 'closed';
}

/**
 * The caller's latest paid application when its access ended, for a signed-in non-member's pages:
 * « Votre adhésion a pris fin » rather than the way to a first application. The caller is not a
 * member (the pages ask only then) and has no start date waiting (decision 058). Access ended when
 * the consumer withdrew (whatever is owed for days provided), when all the money came back, or
 * else when staff took the role away (the role history says when). Null when none was paid.
 */
export async function getEndedMembership(db: DbOrTx, userId: string): Promise<EndedMembership | null> {
  const [application] = await db
    .select({ id: applications.id, withdrawnAt: applications.withdrawnAt, withdrawalReceivedOn: applications.withdrawalReceivedOn })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.paymentStatus, 'paye')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!application) return null;
  const tz = env().APP_TIMEZONE;
  // A withdrawal sent by post counts from the day it was sent, as the account page says.
  if (application.withdrawnAt) return { endedOn: application.withdrawalReceivedOn ?? dayIn(tz, application.withdrawnAt), why: 'withdrawn' };
  const money = {
    invoices: await db.select({ number: invoices.number, kind: invoices.kind, amount_incl_tax_cents: invoices.amountInclTaxCents }).from(invoices).where(eq(invoices.applicationId, application.id)),
    credit_notes: await db
      .select({ invoice_number: creditNotes.invoiceNumber, amount_incl_tax_cents: creditNotes.amountInclTaxCents, issued_on: creditNotes.issuedOn })
      .from(creditNotes)
      .where(eq(creditNotes.applicationId, application.id)),
  };
  const deposit = depositMoneyOf(money);
  const lastNote = money.credit_notes.map((note) => note.issued_on).sort().at(-1);
  if (deposit && lastNote && !accessHolds({ deposit, final: invoiceMoneyOf(money, 'solde'), balanceRequested: false })) return { endedOn: lastNote, why: 'refunded' };
  const [removed] = await db
    .select({ at: roleChanges.createdAt })
    .from(roleChanges)
    .where(and(eq(roleChanges.userId, userId), isNull(roleChanges.toRole)))
    .orderBy(desc(roleChanges.createdAt))
    .limit(1);
  return removed ? { endedOn: dayIn(tz, removed.at), why: 'closed' } : null;
}
