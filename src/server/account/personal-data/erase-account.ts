/**
 * Erasing an account (decision 026), for the member themself or by staff for a person
 * who asked by post. One transaction, at once:
 * - erased: profile, photos and files (rows deleted; the uploads trigger queues the stored objects,
 *   removed by the file sweep, and this call removes them right after the commit), actions,
 *   answers and readings (so the first name leaves other artisans' social proof), parcours,
 *   notifications (and other members' notices naming them), sign-in links, sessions (deleted: every instance drops them through the change
 *   feed, decision 012), a pending data export, unsent and sent mails to the address, unpaid
 *   applications, collaboration requests, replies and matches that led to no sealed contract;
 * - kept, reduced to the legal minimum (docs/personal-data.md): invoices as issued (immutable,
 *   10 years), the paid application an invoice points to (accounting facts only, identity blanked),
 *   sealed contracts with their signatures, answers, audit trail and the request and reply they
 *   came from (texts blanked), for the other party;
 * - the account row stays as an anonymous tombstone (`deleted_at`, a placeholder address no one
 *   can receive, no password, no role) because invoices and sealed contracts refer to its id; the
 *   real address is free again: signing up with it creates a new person;
 * - one goodbye mail goes to the address the account had (decision 038): enqueued in this same
 *   transaction, after the mails to that address are deleted, and deleted itself once sent.
 */
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { queryRows } from '#server/platform/db/client.ts';
import { applicationEvents, applications, dataExports, fileDeletions, invoices, users } from '#db/schema.ts';
import { keepFunnelCounts } from './erased-funnel-counts.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { forgetUser } from '#server/identity/session-cache.ts';
import { deleteDueObjects } from '#server/platform/files/sweep-files.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';
import { logger } from '#server/platform/log.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { erasureMail, type ErasureMailPayload } from './erasure-mail.ts';
import { exportFolder } from './exports.ts';
import { asLang, type Lang } from '#i18n/lang.ts';

/** What a paid application keeps once its member is erased: the accounting facts, nothing else. */
export const REDUCED_APPLICATION: Partial<typeof applications.$inferInsert> = {
  firstName: '',
  lastName: '',
  email: '',
  brand: '',
  trade: '',
  photos: [],
  links: [],
  monthlyRevenue: 0,
  objective: '',
  alreadyTried: '',
  source: null,
  // The invoice keeps its own snapshot of the address (a legal mention); the application need not.
  // The CGV version and time stay: the proof of what was accepted for the invoiced sale.
  billingAddress: null,
};

export interface ErasureReport {
  files: number;
  actions: number;
  readings: number;
  applications_deleted: number;
  applications_kept: number;
  invoices_kept: number;
  credit_notes_kept: number;
  sealed_contracts_kept: number;
}

const count = async (db: DbOrTx, query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string | number }>(db, query))[0]?.n ?? 0);

/** The address a tombstone keeps: unique, not deliverable (RFC 2606 `.invalid`). */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * `lang`: the goodbye mail's language (the page the member confirmed on); the account's own otherwise.
 * `by`: the staff member erasing for a postal request; absent, the member erases their own account.
 */
export async function eraseAccount(db: Database, userId: string, options: { lang?: Lang; by?: { id: string; name: string } } = {}): Promise<ErasureReport> {
  // An admin erasing their own account through the staff route erases as the member: no name kept.
  const by = options.by && options.by.id !== userId ? options.by : undefined;
  let goodbye: string | null = null;
  const exportIds: string[] = [];
  const report = await db.transaction(async (tx) => {
    // Admin rows locked first (same order for every erasure): two admins erasing each other at
    // once cannot both pass the last-admin check.
    await queryRows(tx, sql`select id from users where role = 'admin' and deleted_at is null order by id for update`);
    const [user] = await queryRows<{ id: string; email: string; role: string | null; lang: string; deleted_at: string | null }>(tx, sql`select id, email, role, lang, deleted_at from users where id = ${userId} for update`);
    if (!user || user.deleted_at) throw new AppError('user_not_found');
    if (user.role === 'admin') {
      const others = await count(tx, sql`select count(*) as n from users where role = 'admin' and deleted_at is null and id <> ${userId}`);
      if (others === 0) throw new AppError('last_admin');
    }
    const kept = {
      invoices_kept: await count(tx, sql`select count(*) as n from invoices where user_id = ${userId}`),
      credit_notes_kept: await count(tx, sql`select count(*) as n from credit_notes where user_id = ${userId}`),
      sealed_contracts_kept: await count(tx, sql`select count(*) as n from collaboration_matches where (requester_id = ${userId} or partner_id = ${userId}) and sealed_at is not null`),
    };
    const readings = await count(tx, sql`select count(*) as n from impact_readings where user_id = ${userId}`);

    // A pending export: an export being built finds its row gone and throws its archive away.
    const exports = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ id: dataExports.id, key: dataExports.storageKey });
    for (const { key } of exports) if (key) await tx.insert(fileDeletions).values({ storageKey: key, dueAt: new Date() }).onConflictDoNothing();
    exportIds.push(...exports.map((e) => e.id));

    const files = await queryRows(
      tx,
      sql`delete from uploads where user_id = ${userId}
          or application_id in (select id from applications where user_id = ${userId}) returning id`,
    );
    const actions = await queryRows(tx, sql`delete from actions where user_id = ${userId} returning id`); // readings, schedule cascade
    await tx.execute(sql`delete from user_parcours where user_id = ${userId}`);
    await tx.execute(sql`delete from notifications where user_id = ${userId}`);
    await tx.execute(sql`delete from notification_opt_outs where user_id = ${userId}`);
    await tx.execute(sql`delete from magic_link_tokens where user_id = ${userId}`);
    await tx.execute(sql`delete from email_changes where user_id = ${userId}`);
    await tx.execute(sql`delete from sessions where user_id = ${userId}`);
    await tx.execute(sql`delete from mail_outbox where lower(recipient) = lower(${user.email})`);

    // Other members' notices that name this member (their first name is in the notice's data) or
    // point at what goes below. The "contract sealed" notice names nobody and stays with its contract.
    const notices = await queryRows<{ id: string }>(tx, sql`delete from notifications n where n.user_id <> ${userId} and (
      n.event_key in (select 'reply:' || r.id from collaboration_replies r where r.author_id = ${userId})
      or n.event_key in (select 'match:' || m.id from collaboration_matches m where m.requester_id = ${userId})
      or n.event_key like ${'answers:%:' + userId + ':%'}
      or n.event_key like ${'signed:%:' + userId}
      or n.data->>'match_id' in (select m.id::text from collaboration_matches m where (m.requester_id = ${userId} or m.partner_id = ${userId}) and m.sealed_at is null)
      or n.data->>'request_id' in (select q.id::text from collaboration_requests q where q.author_id = ${userId}
                                   and not exists (select 1 from collaboration_matches m where m.request_id = q.id and m.sealed_at is not null)))
      returning n.id`);
    // Their emails not sent yet would only fail to build: they go with their notices.
    const noticeIds = notices.map((n) => n.id);
    if (noticeIds.length > 0) {
      await tx.execute(sql`delete from mail_outbox where kind = 'notification' and sent_at is null and payload->>'notification_id' in ${sql`(${sql.join(noticeIds.map((id) => sql`${id}`), sql`, `)})`}`);
    }

    // Collaboration: what led to no sealed contract goes; a sealed contract stays whole for the other party.
    await tx.execute(sql`delete from collaboration_matches where (requester_id = ${userId} or partner_id = ${userId}) and sealed_at is null`);
    await tx.execute(sql`delete from collaboration_replies r where r.author_id = ${userId}
                         and not exists (select 1 from collaboration_matches m where m.reply_id = r.id)`);
    await tx.execute(sql`delete from collaboration_requests q where q.author_id = ${userId}
                         and not exists (select 1 from collaboration_matches m where m.request_id = q.id)`);
    await tx.execute(sql`update collaboration_replies set message = '' where author_id = ${userId}`);
    await tx.execute(sql`update collaboration_requests set description = '', status = 'fermee', closed_at = coalesce(closed_at, now()) where author_id = ${userId}`);

    // Applications: an invoice needs its application (foreign key, accounting); the rest go. The
    // landing funnel keeps their counts first, with no link to anyone.
    await keepFunnelCounts(tx, userId);
    const invoiced = tx.select({ id: invoices.applicationId }).from(invoices).where(eq(invoices.userId, userId));
    const deletedApps = await tx
      .delete(applications)
      .where(and(eq(applications.userId, userId), notInArray(applications.id, invoiced)))
      .returning({ id: applications.id });
    const keptApps = await tx.update(applications).set({ ...REDUCED_APPLICATION, updatedAt: new Date() }).where(eq(applications.userId, userId)).returning({ id: applications.id });
    // Each kept application's timeline says when the account went and who erased it.
    if (keptApps.length > 0) {
      const actor = by ?? { id: userId, name: '' };
      await tx.insert(applicationEvents).values(keptApps.map(({ id }) => ({ applicationId: id, kind: 'account_erased', actorId: actor.id, actorName: actor.name })));
    }

    // A staff member's name kept by what they did (decision 025): the acts stay, tied to the tombstone.
    await tx.execute(sql`update application_events set actor_name = '' where actor_id = ${userId}`);
    await tx.execute(sql`update role_changes set changed_by_name = '' where changed_by = ${userId}`);
    // The role the erasure takes away is recorded by the users trigger: with the staff member who erased.
    if (by) await tx.execute(sql`select set_config('atelier.actor_id', ${by.id}, true), set_config('atelier.actor_name', ${by.name}, true)`);

    await tx
      .update(users)
      .set({
        email: tombstoneEmail(userId),
        passwordHash: null,
        googleSub: null,
        firstName: '',
        lastName: '',
        role: null,
        brand: '',
        trade: '',
        bio: '',
        city: '',
        phone: '',
        website: '',
        gallery: [],
        portfolioLinks: [],
        emailReminders: false,
        // An erased account is named nowhere (decision 055); its readings, if kept, count unnamed.
        showInSamples: false,
        showInSamplesAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // The goodbye, to the address captured above (the tombstone no longer has it): only the
    // language, the day and the counts of what is kept, no name (decision 038).
    const payload: ErasureMailPayload = { lang: options.lang ?? asLang(user.lang), erased_at: new Date().toISOString(), ...kept };
    goodbye = await enqueueMail(tx, erasureMail, { dedupeKey: `account_erased:${userId}`, to: user.email, payload });
    return {
      files: files.length,
      actions: actions.length,
      readings,
      applications_deleted: deletedApps.length,
      applications_kept: keptApps.length,
      ...kept,
    };
  });
  forgetUser(userId);
  void kickOutbox([goodbye]);
  // The stored objects go now rather than at the next sweep (a failure is retried by the sweep).
  await deleteDueObjects(db).catch((error) => logger.warn('erasure: stored files left for the sweep', error));
  // Each export's whole folder, unfinished writes included (a build cut by a stop or a crash, an
  // S3 multipart upload never completed; decision 037). Left over, the sweep takes those within the hour.
  for (const id of exportIds) {
    await fileStorage()
      .deletePrefix(exportFolder(id))
      .catch((error: unknown) => logger.warn(`erasure: export folder ${id} left for the sweep`, error));
  }
  return report;
}

/** Whether a user may be erased by staff (exists, not erased yet): the route's 404. */
export async function findErasable(db: DbOrTx, userId: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  return row ?? null;
}
