/**
 * Account settings: language, email, password (decision 006). Changing the email or the password
 * is an account takeover if a stolen session is enough, so the owner proves it is them:
 * - with the current password when the account has one (guesses count with the sign-in failures);
 * - otherwise (magic-link or Google accounts) with a recent sign-in: a session opened by a magic
 *   link or Google less than RECENT_SIGN_IN_MINUTES ago, i.e. a link just mailed to the current
 *   address (or Google vouching for it), else 403 `recent_sign_in_required`.
 * An admin changing someone else's account needs neither. An email change warns the old address
 * (in the user's language); email and password changes end every session of the user, the one
 * that made the change included, and void outstanding magic links. The owner gets a fresh token in
 * the answer (body and cookie) and stays signed in where they made the change (decisions §2).
 */
import { z } from 'zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { issueSession, revokeAllSessions, sessionInfo } from '../auth/session-tokens.ts';
import { afterPasswordFailure, afterPasswordSuccess, beforePasswordCheck } from '../auth/sign-in-limits.ts';
import { serializeUser } from './serialize-user.ts';
import { isUniqueViolation } from '../platform/db/errors.ts';
import { enqueueEmailChangedNotice } from './account-mails.ts';
import { kickOutbox } from '../platform/mail/outbox-runner.ts';
import { inputTexts } from '../../i18n/input-texts.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const RECENT_SIGN_IN_MINUTES = 10;

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
  const recent = session && ['magic_link', 'google'].includes(session.method) && Date.now() - session.createdAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000;
  if (!recent) throw new AppError('recent_sign_in_required', { details: { within_minutes: RECENT_SIGN_IN_MINUTES, methods: ['magic_link', 'google'] } });
}

export async function updateAccount(db: DbOrTx, target: User, input: z.infer<typeof accountInput>, actor: Actor) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.lang) changes.lang = input.lang;
  const emailChanges = input.email !== undefined && input.email.toLowerCase() !== target.email.toLowerCase();
  if (emailChanges || input.new_password !== undefined) await proveOwner(db, target, input.current_password, actor);
  if (emailChanges) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email!.toLowerCase()}`, ne(users.id, target.id)))
      .limit(1);
    if (taken) throw new AppError('email_taken');
    changes.email = input.email;
  }
  if (input.new_password !== undefined) changes.passwordHash = await hashPassword(input.new_password);
  let updated;
  let notice: string | null;
  try {
    // The warning to the old address is queued with the change it reports (decision 042).
    ({ updated, notice } = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set(changes).where(eq(users.id, target.id)).returning();
      return { updated: row, notice: row && emailChanges ? await enqueueEmailChangedNotice(tx, target, row.email) : null };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  if (!updated) throw new AppError('user_not_found');
  let token: string | undefined;
  if (emailChanges || input.new_password !== undefined) {
    // Every session ends, the changing one's included (decisions §2): a token stolen before the change
    // cannot be the one that made it and survive. The owner is handed a new session at once; its
    // method is not a recent sign-in, so a further change needs its proof again.
    await revokeAllSessions(db, target.id);
    if (!actor.asAdmin) token = (await issueSession(db, updated, 'account_change')).token;
  }
  if (notice) void kickOutbox([notice]);
  return { user: serializeUser(updated), token };
}
