/**
 * The member erases their own account (decision 026). The owner proves it is them as for an
 * email change (update-account.ts): the current password when the account has one (wrong guesses
 * count with the sign-in failures, so this is no password oracle), otherwise a session opened by a
 * fresh sign-in link or Google less than RECENT_SIGN_IN_MINUTES ago.
 */
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { queryRows } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { verifyPassword } from '#server/identity/password.ts';
import { sessionInfo } from '#server/identity/session-tokens.ts';
import { afterPasswordFailure, afterPasswordSuccess, beforePasswordCheck } from '../auth/sign-in-limits.ts';
import { isRecentLinkSignIn, RECENT_SIGN_IN_METHODS, RECENT_SIGN_IN_MINUTES } from '#server/identity/recent-sign-in.ts';
import { eraseAccount, type ErasureReport } from './erase-account.ts';
import type { Lang } from '#i18n/lang.ts';

export const deleteAccountInput = z.strictObject({
  password: z.string().max(200).optional().describe('The current password; required when the account has one'),
});

export async function deleteMyAccount(
  db: Database,
  userId: string,
  input: z.infer<typeof deleteAccountInput>,
  actor: { sessionId: string | null; ip: string; lang?: Lang },
): Promise<ErasureReport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw new AppError('unauthenticated');
  if (user.passwordHash) {
    if (!input.password) throw new AppError('password_required');
    await beforePasswordCheck(db, user.email, actor.ip);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await afterPasswordFailure(db, user.email, actor.ip);
      throw new AppError('wrong_password');
    }
    await afterPasswordSuccess(db, user.email, actor.ip);
  } else {
    const session = actor.sessionId ? await sessionInfo(db, actor.sessionId) : null;
    if (!isRecentLinkSignIn(session)) throw new AppError('fresh_sign_in_required', { details: { within_minutes: RECENT_SIGN_IN_MINUTES, methods: [...RECENT_SIGN_IN_METHODS] } });
  }
  return eraseAccount(db, userId, { lang: actor.lang });
}

/** What the account page shows before the member confirms: what goes, what stays and why. */
export async function erasurePreview(db: DbOrTx, userId: string) {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from uploads where user_id = ${userId}) as files,
      (select count(*) from actions where user_id = ${userId}) as actions,
      (select count(*) from impact_readings where user_id = ${userId}) as readings,
      (select count(*) from collaboration_requests where author_id = ${userId}) as requests,
      (select count(*) from collaboration_replies where author_id = ${userId}) as replies,
      (select count(*) from applications a where a.user_id = ${userId} and not exists (select 1 from invoices i where i.application_id = a.id)) as applications,
      (select count(*) from invoices where user_id = ${userId}) as invoices,
      (select count(*) from collaboration_matches where (requester_id = ${userId} or partner_id = ${userId}) and sealed_at is not null) as contracts,
      (select password_hash is not null from users where id = ${userId}) as has_password`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    erased: { files: n('files'), actions: n('actions'), readings: n('readings'), requests: n('requests'), replies: n('replies'), applications: n('applications') },
    kept: { invoices: n('invoices'), contracts: n('contracts') },
    has_password: Boolean(row?.has_password),
  };
}
