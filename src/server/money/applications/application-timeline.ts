/**
 * The timeline of an application for the staff (decision 025), oldest first. Facts
 * already recorded by their own rows are read from them — the application (created, paid), its
 * photos (attached when claimed), its invoices (issued) — and what leaves no other trace comes
 * from `application_events`: each payment link sent, the refusal or withdrawal (who, why). The
 * balance (requested by whom, paid through which provider) comes from the application's balance
 * columns and each credit note names the staff member who made its refund and why. The erasure
 * of the member's account (decision 026) is an event too, saying whether the member or staff erased it. So
 * applications made before the events table have a complete timeline too, and a new kind of
 * invoice appears without a change here.
 */
import type { z } from 'zod';
import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applicationEvents, applications, creditNotes, invoices, refunds, uploads, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { TIMELINE_KINDS, type TimelineKind } from './timeline-kinds.ts';
import type { timelineResponse } from './application-responses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One entry as the API sends it (its schema describes each field), with its instant still a Date
 * for the sort and the admin page. Extra fields: photos_attached: how many; paid and balance_paid:
 * the provider; balance_requested: the amount; invoice_issued: number and kind;
 * credit_note_issued: its number, the invoice it credits (invoice_number) and the amount refunded.
 */
export type TimelineEntry = Omit<z.infer<typeof timelineResponse>['items'][number], 'at'> & { at: Date };

/** Same instant: the order things happen in (an invoice is issued with its payment). */
const RANK: Record<TimelineKind, number> = {
  created: 0,
  photos_attached: 1,
  payment_link_sent: 2,
  paid: 3,
  balance_requested: 3,
  balance_paid: 3,
  invoice_issued: 4,
  credit_note_issued: 5,
  refused: 6,
  withdrawn: 6,
  account_erased: 7,
};

/** A staff member's name as the timeline shows it (empty once their account is erased: null). */
const staffName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function applicationTimeline(db: DbOrTx, id: string): Promise<TimelineEntry[]> {
  if (!UUID.test(id)) throw new AppError('candidature_not_found');
  const [app] = await db
    .select({
      userId: applications.userId,
      createdAt: applications.createdAt,
      paidAt: applications.paidAt,
      provider: applications.paymentProvider,
      balanceCents: applications.balanceCents,
      balanceRequestedAt: applications.balanceRequestedAt,
      balanceProvider: applications.balanceProvider,
      balancePaidAt: applications.balancePaidAt,
      balanceRequester: staffName,
    })
    .from(applications)
    .leftJoin(users, and(eq(users.id, applications.balanceRequestedBy), isNull(users.deletedAt)))
    .where(eq(applications.id, id))
    .limit(1);
  if (!app) throw new AppError('candidature_not_found');
  const [[photos], invoiceRows, creditRows, events, [member]] = await Promise.all([
    db.select({ n: count(), at: max(uploads.claimedAt) }).from(uploads).where(and(eq(uploads.applicationId, id), eq(uploads.type, 'candidature'))),
    db.select({ number: invoices.number, kind: invoices.kind, at: invoices.issuedAt }).from(invoices).where(eq(invoices.applicationId, id)).orderBy(asc(invoices.issuedAt)),
    db
      .select({
        number: creditNotes.number,
        invoiceNumber: creditNotes.invoiceNumber,
        at: creditNotes.issuedAt,
        amount: creditNotes.amountInclTaxCents,
        reason: refunds.reason,
        source: refunds.source,
        actor: staffName,
      })
      .from(creditNotes)
      .leftJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .leftJoin(users, and(eq(users.id, refunds.requestedBy), isNull(users.deletedAt)))
      .where(eq(creditNotes.applicationId, id))
      .orderBy(asc(creditNotes.issuedAt)),
    db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.createdAt)),
    db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, app.userId)).limit(1),
  ]);
  const base = { actor_name: null, reason: null };
  const entries: TimelineEntry[] = [{ kind: 'created', at: app.createdAt, ...base }];
  if (photos && Number(photos.n) > 0) entries.push({ kind: 'photos_attached', at: photos.at ?? app.createdAt, ...base, photo_count: Number(photos.n) });
  if (app.paidAt) entries.push({ kind: 'paid', at: app.paidAt, ...base, payment_provider: app.provider });
  if (app.balanceRequestedAt) {
    entries.push({ kind: 'balance_requested', at: app.balanceRequestedAt, ...base, actor_name: app.balanceRequester, ...(app.balanceCents !== null ? { amount_incl_tax_cents: app.balanceCents } : {}) });
  }
  if (app.balancePaidAt) entries.push({ kind: 'balance_paid', at: app.balancePaidAt, ...base, payment_provider: app.balanceProvider });
  for (const inv of invoiceRows) entries.push({ kind: 'invoice_issued', at: inv.at, ...base, invoice_number: inv.number, invoice_kind: inv.kind });
  for (const c of creditRows) {
    entries.push({
      kind: 'credit_note_issued',
      at: c.at,
      // A refund made in Stripe's dashboard (decision 031) has no staff member: Stripe is named.
      actor_name: c.source === 'stripe' ? 'Stripe' : c.actor,
      reason: c.reason?.trim() || null,
      credit_note_number: c.number,
      invoice_number: c.invoiceNumber,
      amount_incl_tax_cents: c.amount,
    });
  }
  for (const e of events) {
    const kind = e.kind as TimelineKind;
    if (!TIMELINE_KINDS.includes(kind)) continue;
    // The erasure (decision 026): by the member (the event's actor is the member) or by staff.
    const erasedBy = kind !== 'account_erased' || e.actorId === null ? {} : { erased_by: e.actorId === app.userId ? ('member' as const) : ('staff' as const) };
    entries.push({ kind, at: e.createdAt, actor_name: e.actorName || null, reason: e.reason, ...erasedBy });
  }
  // Erased before erasures were recorded as events: the account's own time, by someone unknown.
  if (member?.deletedAt && !events.some((e) => e.kind === 'account_erased')) entries.push({ kind: 'account_erased', at: member.deletedAt, ...base });
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || RANK[a.kind] - RANK[b.kind]);
}
