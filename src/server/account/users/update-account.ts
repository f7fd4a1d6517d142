/**
 * Account settings: language, email, password (decision 006). Changing the email or the password
 * is an account takeover if a stolen session is enough, so the owner proves it is them:
 * - with the current password when the account has one (guesses count with the sign-in failures);
 * - otherwise (magic-link or Google accounts) with a recent sign-in: a session opened by a magic
 *   link or Google less than RECENT_SIGN_IN_MINUTES ago, i.e. a link just mailed to the current
 *   address (or Google vouching for it), else 403 `recent_sign_in_required`.
 * An admin changing someone else's account needs neither. A new email is only asked here: it takes
 * effect when the link mailed to it is used (email-change.ts, decision 061); the current address
 * is warned that a change was asked. A password change ends every session of the user, the one
 * that made the change included, and voids outstanding magic links; the owner gets a fresh token in
 * the answer (body and cookie) and stays signed in where they made the change (decisions §2).
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { hashPassword, verifyPassword } from '#server/identity/password.ts';
import { issueSession, revokeAllSessions, sessionInfo } from '#server/identity/session-tokens.ts';
import { isRecentLinkSignIn, RECENT_SIGN_IN_METHODS, RECENT_SIGN_IN_MINUTES } from '#server/identity/recent-sign-in.ts';
import { afterPasswordFailure, afterPasswordSuccess, beforePasswordCheck } from '../auth/sign-in-limits.ts';
import { serializeUser } from '#server/identity/serialize-user.ts';
import { enqueueEmailChangeRequestedNotice } from './account-mails.ts';
import { assertEmailFree, EMAIL_CHANGE_TTL_HOURS, pendingEmail, recordEmailChange, sendEmailChangeLink } from './email-change.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export const PASSWORD_MIN_LENGTH = 10;

export const accountInput = z.strictObject({
  lang: z.enum(['fr', 'en']).optional(),
  email: z.email().max(254).optional(),
  current_password: z.string().max(200).optional(),
  new_password: z.string().min(PASSWORD_MIN_LENGTH).max(200).optional(),
});

type User = typeof users.$inferSelect;

interface Actor {
  /** The session making the request (kept signed in by a change of its own account). */
  sessionId: string | null;
  /** An admin changing another user's account. */
  asAdmin: boolean;
  ip: string;
}

/** The owner proves it is them before an email or password change (see the header). */
async function proveOwner(db: DbOrTx, target: User, currentPassword: string | undefined, actor: Actor): Promise<void> {
  if (actor.asAdmin) return;
  if (target.passwordHash) {
    if (currentPassword === undefined) {
      throw new AppError('rule_failed', { localizedDetails: (lang) => ({ formErrors: [], fieldErrors: { current_password: [inputTexts[lang].account.currentPasswordRequired] } }) });
    }
    await beforePasswordCheck(db, target.email, actor.ip);
    if (!(await verifyPassword(currentPassword, target.passwordHash))) {
      await afterPasswordFailure(db, target.email, actor.ip);
      throw new AppError('invalid_credentials');
    }
    await afterPasswordSuccess(db, target.email, actor.ip);
    return;
  }
  const session = actor.sessionId ? await sessionInfo(db, actor.sessionId) : null;
  if (!isRecentLinkSignIn(session)) throw new AppError('recent_sign_in_required', { details: { within_minutes: RECENT_SIGN_IN_MINUTES, methods: [...RECENT_SIGN_IN_METHODS] } });
}

export async function updateAccount(db: DbOrTx, target: User, input: z.infer<typeof accountInput>, actor: Actor) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.lang) changes.lang = input.lang;
  const emailChanges = input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase();
  if (emailChanges || input.new_password !== undefined) await proveOwner(db, target, input.current_password, actor);
  if (emailChanges) await assertEmailFree(db, input.email!, target.id);
  if (input.new_password !== undefined) changes.passwordHash = await hashPassword(input.new_password);
  // The pending change and the warning to the current address are written with the rest (decision 042).
  const { updated, notice, link } = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
    if (!row || !emailChanges) return { updated: row, notice: null, link: null };
    const link = await recordEmailChange(tx, target.id, input.email!);
    return { updated: row, notice: await enqueueEmailChangeRequestedNotice(tx, target, input.email!, EMAIL_CHANGE_TTL_HOURS), link };
  });
  if (!updated) throw new AppError('user_not_found');
  let token: string | undefined;
  if (input.new_password !== undefined) {
    // Every session ends, the changing one's included (decisions §2): a token stolen before the change
    // cannot be the one that made it and survive. The owner is handed a new session at once; its
    // method is not a recent sign-in, so a further change needs its proof again.
    await revokeAllSessions(db, target.id);
    if (!actor.asAdmin) token = (await issueSession(db, updated, 'account_change')).token;
  }
  if (link) sendEmailChangeLink(updated, input.email!, link.token, link.expiresAt);
  if (notice) void kickOutbox([notice]);
  return { user: await serializeAccount(db, updated), token };
}

/** The account as `PUT …/account` answers it: the user and the address waiting for its link. */
export async function serializeAccount(db: DbOrTx, user: User) {
  const pending = await pendingEmail(db, user.id);
  return { ...serializeUser(user), pending_email: pending?.email ?? null, pending_email_expires_at: pending?.expiresAt.toISOString() ?? null };
}
