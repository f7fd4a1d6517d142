/**
 * Staff refuse an application, or record that the applicant withdrew it (decision 025).
 * Only an open application (`validee`) whose deposit is not paid can be closed: a paid deposit made
 * the applicant a member, and undoing that is a refund (with its credit note), not a state change.
 * The row is locked, so a refusal racing a payment or another refusal runs after it and sees it:
 * the payment wins (409 `application_paid`) or the second refusal gets 409 `application_closed`.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { textField } from '#server/platform/http/text-fields.ts';
import type { Database } from '#server/platform/db/client.ts';
import { applicationEvents, applications } from '#db/schema.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { serializeApplication } from './serialize-application.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REASON_MAX = 1000;
export const CLOSED_STATUSES = ['refusee', 'retiree'] as const;
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];
export const APPLICATION_STATUSES = ['validee', ...CLOSED_STATUSES] as const;

export const closeApplicationInput = z.strictObject({
  status: z.enum(CLOSED_STATUSES),
  /** Staff-only: the applicant sees the new state, not the reason (it may be frank). */
  reason: textField({ max: REASON_MAX, required: true, multiline: true }), // not spaces alone, no control character (decision 050)
});

const EVENT_KIND: Record<ClosedStatus, 'refused' | 'withdrawn'> = { refusee: 'refused', retiree: 'withdrawn' };

/** What a timeline shows of the staff member: their name, else their email. */
export function actorName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export async function closeApplication(db: Database, id: string, input: z.infer<typeof closeApplicationInput>, actor: SessionUser) {
  if (!UUID.test(id)) throw new AppError('candidature_not_found');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).limit(1).for('update');
    if (!row) throw new AppError('candidature_not_found');
    if (row.status !== 'validee') throw new AppError('application_closed', { details: { status: row.status } });
    if (row.paymentStatus === 'paye') throw new AppError('application_paid');
    const now = new Date();
    const [updated] = await tx.update(applications).set({ status: input.status, updatedAt: now }).where(eq(applications.id, id)).returning();
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: EVENT_KIND[input.status],
      actorId: actor.id,
      actorName: actorName(actor),
      reason: input.reason,
      createdAt: now,
    });
    return serializeApplication(updated!);
  });
}
