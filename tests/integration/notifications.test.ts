/**
 * The contract notifications (decision 016) called directly, as the sign step
 * will call them, against a real database and a real SMTP listener: notice + email in the
 * caller's transaction, once per (event, recipient) however often called, nothing if the
 * transaction rolls back, the "contract" switch respected, fr/en by recipient, unsubscribe headers.
 * Deliveries are scoped to this file's rows (ids), so it also holds on a shared PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { closeMail } from '#server/platform/mail/send-mail.ts';
import { deliverOutbox } from '#server/platform/mail/outbox.ts';
import { collaborationMatches, collaborationReplies, collaborationRequests, users } from '#db/schema.ts';
import { notifyContractSealed, notifyContractSigned } from '#server/collaboration/notifications/notify-collaboration.ts';
import { updateNotificationSettings } from '#server/collaboration/notifications/notification-settings.ts';
import { verifyNotificationUnsubscribeToken } from '#server/collaboration/notifications/unsubscribe-link.ts';
import { unsubscribeNotifications } from '#server/collaboration/notifications/unsubscribe-notifications.ts';
import type { Lang } from '#i18n/lang.ts';

let smtp: SmtpListener;
let db: Database;
beforeAll(async () => {
  smtp = await startSmtpListener();
  process.env.SMTP_URL = smtp.url; // before anything parses the settings
  process.env.PUBLIC_URL = 'https://atelier.example';
  db = await testDb();
});
afterAll(async () => {
  closeMail();
  await closeDatabase();
  await smtp.close();
});

async function person(firstName: string, lang: Lang) {
  const email = `notif-unit-${randomBytes(5).toString('hex')}@test.atelier.local`;
  const [row] = await db.insert(users).values({ email, firstName, lang, role: 'client_premium' }).returning();
  return row!;
}

/** A match between a French requester (Camille) and an English partner (Ada). */
async function match() {
  const [requester, partner] = [await person('Camille', 'fr'), await person('Ada', 'en')];
  const [request] = await db.insert(collaborationRequests).values({ authorId: requester.id, title: 'Vaisselle grès et noyer', description: 'x' }).returning();
  const [reply] = await db.insert(collaborationReplies).values({ requestId: request!.id, authorId: partner.id, message: 'y' }).returning();
  const [m] = await db.insert(collaborationMatches).values({ requestId: request!.id, replyId: reply!.id, requesterId: requester.id, partnerId: partner.id }).returning();
  return { requester, partner, matchId: m!.id };
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const notices = (userId: string) => queryRows<{ event: string; event_key: string }>(db, sql`select event, event_key from notifications where user_id = ${userId} order by created_at`);

describe('notifyContractSigned', () => {
  it('tells the other party once that the signer signed and that they still have to sign', async () => {
    const { requester, partner, matchId } = await match();
    const first = await db.transaction((tx) => notifyContractSigned(tx, { matchId, signerId: requester.id }));
    expect(first).toHaveLength(1);
    // Called again (a retried sign request, another instance): nothing more.
    expect(await db.transaction((tx) => notifyContractSigned(tx, { matchId, signerId: requester.id }))).toEqual([]);
    expect(await deliverOutbox(db, { ids: first })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliverOutbox(db, { ids: first })).toMatchObject({ claimed: 0 });

    expect(mailsTo(requester.email)).toHaveLength(0);
    const mails = mailsTo(partner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Camille signed the contract for “Vaisselle grès et noyer”: your signature is still needed');
    expect(mails[0]!.text).toContain('Hello Ada,');
    expect(mails[0]!.text).toContain('You still have to sign it');
    expect(mails[0]!.text).toContain(`Read and sign: https://atelier.example/en/collaborations/accords/${matchId}`);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = decodeURIComponent(/token=([^>]+)>/.exec(mails[0]!.headers['list-unsubscribe']!)![1]!);
    expect(verifyNotificationUnsubscribeToken(token)).toEqual({ userId: partner.id, kind: 'contract' });
    expect(await notices(partner.id)).toEqual([{ event: 'contract_signed', event_key: `signed:${matchId}:${requester.id}` }]);
  });

  it('refuses a signer who is not a party, and writes nothing when the transaction rolls back', async () => {
    const { partner, matchId } = await match();
    const stranger = await person('Zoé', 'fr');
    await expect(db.transaction((tx) => notifyContractSigned(tx, { matchId, signerId: stranger.id }))).rejects.toThrow(/not a party/);
    await expect(
      db.transaction(async (tx) => {
        await notifyContractSigned(tx, { matchId, signerId: partner.id });
        throw new Error('the signature failed after');
      }),
    ).rejects.toThrow('the signature failed after');
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mail_outbox where dedupe_key like ${`notification:%:signed:${matchId}:%`}`);
    expect(rows[0]!.n).toBe(0);
    expect(await notices(partner.id)).toEqual([]);
  });
});

describe('notifyContractSealed', () => {
  it('tells both parties once, each in their language, with the PDF link', async () => {
    const { requester, partner, matchId } = await match();
    const ids = await db.transaction((tx) => notifyContractSealed(tx, { matchId, pdfPath: `/api/collaboration-contract/pdf?match_id=${matchId}` }));
    expect(ids).toHaveLength(2);
    expect(await db.transaction((tx) => notifyContractSealed(tx, { matchId, pdfPath: `/api/collaboration-contract/pdf?match_id=${matchId}` }))).toEqual([]);
    expect(await deliverOutbox(db, { ids })).toMatchObject({ claimed: 2, sent: 2 });

    const [fr] = mailsTo(requester.email);
    expect(mailsTo(requester.email)).toHaveLength(1);
    expect(fr!.subject).toBe('Le contrat pour «\u00a0Vaisselle grès et noyer\u00a0» est scellé');
    expect(fr!.text).toContain(`Télécharger le PDF signé\u00a0: https://atelier.example/api/collaboration-contract/pdf?match_id=${matchId}`);
    expect(fr!.text).toContain(`Voir le contrat\u00a0: https://atelier.example/collaborations/accords/${matchId}`);
    expect(fr!.html).toContain(`href="https://atelier.example/api/collaboration-contract/pdf?match_id=${matchId}"`);
    expect(fr!.html).toContain(`<a href="https://atelier.example/collaborations/accords/${matchId}" style="color:#7a3e1d">Voir le contrat</a>`);
    const [en] = mailsTo(partner.email);
    expect(mailsTo(partner.email)).toHaveLength(1);
    expect(en!.subject).toBe('The contract for “Vaisselle grès et noyer” is sealed');
    expect(en!.text).toContain(`Download the signed PDF: https://atelier.example/api/collaboration-contract/pdf?match_id=${matchId}`);
  });

  it('a link to another site is never put in the email', async () => {
    const { requester, matchId } = await match();
    const ids = await db.transaction((tx) => notifyContractSealed(tx, { matchId, pdfPath: '//evil.example/x.pdf' }));
    await deliverOutbox(db, { ids });
    const [mail] = mailsTo(requester.email);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`/api/collaboration-contract/pdf?match_id=${matchId}`);
  });

  it('the "contract" switch off (in settings or by the unsubscribe link): the notice, no email', async () => {
    const { requester, partner, matchId } = await match();
    await updateNotificationSettings(db, requester.id, { contract: false });
    const { notificationUnsubscribeToken } = await import('#server/collaboration/notifications/unsubscribe-link.ts');
    expect(await unsubscribeNotifications(db, notificationUnsubscribeToken(partner.id, 'contract'))).toEqual({ kind: 'contract', lang: 'en' });
    expect(await db.transaction((tx) => notifyContractSigned(tx, { matchId, signerId: partner.id }))).toEqual([]);
    expect(await db.transaction((tx) => notifyContractSealed(tx, { matchId }))).toEqual([]);
    expect((await notices(requester.id)).map((n) => n.event)).toEqual(['contract_signed', 'contract_sealed']);
    expect((await notices(partner.id)).map((n) => n.event)).toEqual(['contract_sealed']);
    // The other switches stay on.
    await updateNotificationSettings(db, requester.id, { contract: true });
    const ids = await db.transaction((tx) => notifyContractSigned(tx, { matchId, signerId: partner.id }));
    expect(ids).toEqual([]); // that event was already notified (in-app): still once
  });
});
