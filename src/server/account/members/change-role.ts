/**
 * An admin changes a member's role (decision 025). Never leaves zero admins: the
 * transaction first locks every admin row (in id order, so two of these never deadlock), then
 * re-reads the caller's own role — two admins demoting each other at once run one after the
 * other, and the second finds it is no longer admin (403) — and refuses to demote the last admin
 * (409 `last_admin`), oneself included. The history row is written by the `users` trigger, with
 * the actor taken from the transaction settings set here. The role takes effect on the member's
 * sessions on every instance within milliseconds: the same trigger path NOTIFYs `user:<id>` and
 * each instance drops that member's cached sessions (decision 012).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { ROLES } from '#server/identity/roles.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { actorName } from '#server/money/applications/close-application.ts';
import { serializeMember } from './list-members.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `null` takes every role away (the account stays, as a prospect). */
export const changeRoleInput = z.strictObject({ role: z.enum(ROLES).nullable() });

export async function changeRole(db: Database, targetId: string, input: z.infer<typeof changeRoleInput>, actor: SessionUser) {
  if (!UUID.test(targetId)) throw new AppError('user_not_found');
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
    const [me] = await tx.select({ role: users.role }).from(users).where(eq(users.id, actor.id)).limit(1);
    if (me?.role !== 'admin') throw new AppError('forbidden');
    const [target] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, lang: users.lang, createdAt: users.createdAt, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1)
      .for('update');
    // An erased account (decision 026) is a tombstone: it gets no role back.
    if (!target || target.deletedAt) throw new AppError('user_not_found');
    if (target.role === input.role) return { ...serializeMember(target), changed: false };
    if (target.role === 'admin' && admins.length <= 1) throw new AppError('last_admin');
    await tx.execute(sql`select set_config('atelier.actor_id', ${actor.id}, true), set_config('atelier.actor_name', ${actorName(actor)}, true)`);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, lang: users.lang, createdAt: users.createdAt });
    return { ...serializeMember(updated!), changed: true };
  });
}
