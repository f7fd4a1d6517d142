/**
 * "Send the payment link again" (decision 020): staff remind an applicant who has not
 * paid the deposit. The email goes through the outbox (kind `payment_link`), at most once a day per
 * application — counted in the database like every rate limit, so two staff members on two
 * instances cannot send two reminders the same day. A paid application gets 409 `conflict`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { applicationEvents, applications, users } from '#db/schema.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { actorName } from './close-application.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { consumeRateLimit } from '#server/platform/http/rate-limit.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { paymentLinkMail } from './payment-link-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { asLang } from '#i18n/lang.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PAYMENT_LINK_RULE = { bucket: 'payment-link-resend', limit: 1, windowSeconds: 24 * 3600 };

export async function resendPaymentLink(db: Database, id: string, actor: SessionUser) {
  if (!UUID.test(id)) throw new AppError('candidature_not_found');
  const [row] = await db
    .select({ id: applications.id, status: applications.status, paymentStatus: applications.paymentStatus, email: users.email, lang: users.lang, firstName: users.firstName })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, id))
    .limit(1);
  if (!row) throw new AppError('candidature_not_found');
  if (row.paymentStatus === 'paye') throw new AppError('conflict');
  if (row.status !== 'validee') throw new AppError('application_closed', { details: { status: row.status } });
  // Counted before enqueueing: a refused second reminder sends nothing.
  await consumeRateLimit(db, PAYMENT_LINK_RULE, row.id);
  const mailId = await db.transaction(async (tx) => {
    const queued = await enqueueMail(tx, paymentLinkMail, {
      dedupeKey: `payment-link:${row.id}:${randomUUID()}`,
      to: row.email,
      payload: { candidature_id: row.id, lang: asLang(row.lang), first_name: row.firstName ?? '' },
    });
    await tx.insert(applicationEvents).values({ applicationId: row.id, kind: 'payment_link_sent', actorId: actor.id, actorName: actorName(actor) });
    return queued;
  });
  void kickOutbox([mailId]);
  return { candidature_id: row.id, sent_to: row.email };
}
