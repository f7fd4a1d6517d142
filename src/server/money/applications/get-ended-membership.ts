import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, creditNotes, invoices } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { dayIn } from '#server/platform/dates.ts';
import { accessHolds, depositMoneyOf, invoiceMoneyOf } from '../payment/refund-outcome.ts';

export interface EndedMembership {
  /** The day the consumer withdrew, else the day of the last credit note (the refund that ended access). */
  endedOn: string;
  /** The consumer withdrew (decision 058), rather than staff refunding. */
  withdrawn: boolean;
}

/**
 * The caller's latest paid application when its access ended, for the not-yet-member pages:
 * « Votre adhésion a pris fin » rather than the way to a first application. Access ends when the
 * consumer withdraws (decision 058, whatever is owed for days provided) or when all the money
 * came back (decision 057). Null when none was paid or it still gives access.
 */
export async function getEndedMembership(db: DbOrTx, userId: string): Promise<EndedMembership | null> {
  const [application] = await db
    .select({ id: applications.id, withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.paymentStatus, 'paye')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  if (!application) return null;
  if (application.withdrawnAt) return { endedOn: dayIn(env().APP_TIMEZONE, application.withdrawnAt), withdrawn: true };
  const money = {
    invoices: await db.select({ number: invoices.number, kind: invoices.kind, amount_incl_tax_cents: invoices.amountInclTaxCents }).from(invoices).where(eq(invoices.applicationId, application.id)),
    credit_notes: await db
      .select({ invoice_number: creditNotes.invoiceNumber, amount_incl_tax_cents: creditNotes.amountInclTaxCents, issued_on: creditNotes.issuedOn })
      .from(creditNotes)
      .where(eq(creditNotes.applicationId, application.id)),
  };
  const deposit = depositMoneyOf(money);
  const endedOn = money.credit_notes.map((note) => note.issued_on).sort().at(-1);
  if (!deposit || !endedOn || accessHolds({ deposit, final: invoiceMoneyOf(money, 'solde'), balanceRequested: false })) return null;
  return { endedOn, withdrawn: false };
}
