/**
 * A new account address takes effect only once confirmed (decision 061). `PUT …/account` with a
 * new `email` records a pending change (one a user: a newer request replaces it) and mails a
 * single-use link to the NEW address; the old one is warned that a change was asked. The link's
 * GET changes nothing (mail scanners open links); its POST confirms: the address changes, every
 * session ends (decisions §2, as a change always did), the old address gets the "it changed"
 * notice. The link carries a secret, so it is sent directly like the sign-in link, never through
 * the outbox (decision 042); « send it again » on /mon-compte covers a lost mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { emailChanges, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { sendMail } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { logger } from '#server/platform/log.ts';
import { env } from '#src/env.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { emailChangeTexts } from '#i18n/email-change-texts.ts';
import type { LinkPage } from '#server/platform/http/link-page.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';
import { formatDate, formatTime } from '#i18n/format.ts';
import { enqueueEmailChangedNotice } from './account-mails.ts';
import { revokeAllSessions } from '#server/identity/session-tokens.ts';

export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Between two links sent for the same change (the « send it again » button). */
export const EMAIL_CHANGE_RESEND_SECONDS = 60;
/** Where the link points: GET asks, POST confirms (src/pages/api/email-change.ts). */
export const EMAIL_CHANGE_PATH = '/api/email-change';

type User = typeof users.$inferSelect;

export interface PendingEmail {
  email: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The change waiting for its link, if any and not expired. */
export async function pendingEmail(db: DbOrTx, userId: string): Promise<PendingEmail | null> {
  const [row] = await db
    .select({ email: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), sql`${emailChanges.expiresAt} > now()`))
    .limit(1);
  return row ?? null;
}

export async function assertEmailFree(db: DbOrTx, email: string, userId: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw new AppError('email_taken');
}

/**
 * Records (or replaces) the pending change with a fresh token, in the caller's transaction;
 * returns the token, to be mailed after the commit (sendEmailChangeLink).
 */
export async function recordEmailChange(tx: DbOrTx, userId: string, newEmail: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000);
  const values = { userId, newEmail, tokenHash: hashToken(token), expiresAt, sentAt: new Date(), createdAt: new Date() };
  await tx.insert(emailChanges).values(values).onConflictDoUpdate({ target: emailChanges.userId, set: values });
  return { token, expiresAt };
}

/** The link to the NEW address, in the account's language; not awaited by callers' answers. */
export function sendEmailChangeLink(user: { firstName: string; lang: string }, newEmail: string, token: string, expiresAt: Date): void {
  const lang = asLang(user.lang);
  const t = accountMailTexts[lang].emailChangeConfirm;
  const url = `${env().PUBLIC_URL}${EMAIL_CHANGE_PATH}?token=${token}`;
  const content = {
    greeting: mailTexts[lang].greeting(user.firstName),
    paragraphs: t.paragraphs(newEmail, formatDate(expiresAt, lang), formatTime(expiresAt, lang)),
    action: { label: t.action, url },
  };
  void sendMail({ to: newEmail, subject: t.subject, ...renderMail(lang, content) }).catch((error) => logger.error('email change link failed', error));
}

/** « Send it again »: a fresh token (the old link dies), at most once a minute. */
export async function resendEmailChangeLink(db: DbOrTx, user: User): Promise<PendingEmail> {
  const pending = await pendingEmail(db, user.id);
  if (!pending) throw new AppError('no_pending_email');
  const [row] = await db.select({ sentAt: emailChanges.sentAt }).from(emailChanges).where(eq(emailChanges.userId, user.id));
  const wait = row ? Math.ceil(EMAIL_CHANGE_RESEND_SECONDS - (Date.now() - row.sentAt.getTime()) / 1000) : 0;
  if (wait > 0) throw new AppError('rate_limited', { headers: { 'Retry-After': String(wait) } });
  const { token, expiresAt } = await recordEmailChange(db, user.id, pending.email);
  sendEmailChangeLink(user, pending.email, token, expiresAt);
  return { email: pending.email, expiresAt };
}

/** Retention (decision 027): a change never confirmed goes a day after its link expired (the link's page says « expired » meanwhile). */
export async function purgeEmailChanges(db: DbOrTx): Promise<number> {
  const gone = await db.delete(emailChanges).where(sql`${emailChanges.expiresAt} < now() - interval '24 hours'`).returning({ userId: emailChanges.userId });
  return gone.length;
}

export async function cancelEmailChange(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** A link's state, for its GET page: nothing changes. */
export async function readEmailChangeLink(db: DbOrTx, token: string): Promise<{ user: User; newEmail: string }> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError('email_change_link_invalid');
  const [row] = await db
    .select({ change: emailChanges, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.user.deletedAt) throw new AppError('email_change_link_invalid');
  if (row.change.expiresAt.getTime() <= Date.now()) throw new AppError('email_change_link_expired');
  return { user: row.user, newEmail: row.change.newEmail };
}

/**
 * Confirms: in one transaction the pending row is taken (of two clicks, one wins), the address
 * changes and the old address's notice is queued; then every session and sign-in link of the
 * account ends (decisions §2). `keepSignedIn`: the confirming browser's session belongs to the
 * account, so the caller hands it a fresh one.
 */
export async function confirmEmailChange(db: DbOrTx, token: string): Promise<{ user: User; oldEmail: string }> {
  const { user } = await readEmailChangeLink(db, token);
  let result: { user: User; notice: string | null } | null;
  try {
    result = await db.transaction(async (tx) => {
      const [taken] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), sql`${emailChanges.expiresAt} > now()`))
        .returning({ newEmail: emailChanges.newEmail });
      if (!taken) return null;
      // Still free? Another account may have taken it since the request (409 as at the request).
      await assertEmailFree(tx, taken.newEmail, user.id);
      const [row] = await tx.update(users).set({ email: taken.newEmail, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
      if (!row) return null;
      return { user: row, notice: await enqueueEmailChangedNotice(tx, user, row.email) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  if (!result) throw new AppError('email_change_link_invalid');
  await revokeAllSessions(db, user.id);
  if (result.notice) void kickOutbox([result.notice]);
  return { user: result.user, oldEmail: user.email };
}

/** The link's page (src/pages/desabonnement.astro through renderLinkPage): ask, done or refused. */
export function emailChangePage(
  lang: Lang,
  state: { ask: string; email: string } | { done: string; signedIn: boolean } | { refused: string },
): LinkPage {
  const t = emailChangeTexts[lang];
  if ('ask' in state) {
    const action = `${EMAIL_CHANGE_PATH}?token=${encodeURIComponent(state.ask)}`;
    return { lang, title: t.title, paragraphs: [t.ask(state.email), t.what], form: { action, button: t.button }, tone: 'info', status: 200 };
  }
  if ('done' in state) return { lang, title: t.title, paragraphs: state.signedIn ? [t.done(state.done)] : [t.done(state.done), t.signIn], tone: 'success', status: 200 };
  const text = state.refused === 'email_change_link_expired' ? t.expired : state.refused === 'email_taken' ? t.taken : t.invalid;
  return { lang, title: t.title, paragraphs: [text], tone: 'error', status: 400 };
}
