/**
 * Who changed which role, when, from what to what (decision 025): newest first. An erased member
 * (decision 026) keeps their rows, with `user_deleted_at` set: the page names them by that day.
 */
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { roleChanges, users } from '#db/schema.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { roleChangesResponse } from './member-responses.ts';

export const roleHistoryQuery = z.strictObject({
  user_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export async function roleHistory(db: DbOrTx, query: z.infer<typeof roleHistoryQuery>) {
  const member = alias(users, 'member');
  const rows = await db
    .select({ change: roleChanges, email: member.email, firstName: member.firstName, lastName: member.lastName, deletedAt: member.deletedAt })
    .from(roleChanges)
    .innerJoin(member, eq(member.id, roleChanges.userId))
    .where(query.user_id ? eq(roleChanges.userId, query.user_id) : undefined)
    .orderBy(desc(roleChanges.createdAt), desc(roleChanges.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    items: rows.map((r) => ({
      id: r.change.id,
      user_id: r.change.userId,
      user_email: r.email,
      user_name: `${r.firstName} ${r.lastName}`.trim(),
      user_deleted_at: r.deletedAt,
      from_role: r.change.fromRole,
      to_role: r.change.toRole,
      /** Null when no staff member acted (a payment gave the formula's role). */
      changed_by: r.change.changedBy,
      changed_by_name: r.change.changedByName || null,
      created_at: r.change.createdAt,
    })),
    limit: query.limit,
    offset: query.offset,
  } satisfies ResponseOf<typeof roleChangesResponse>;
}
