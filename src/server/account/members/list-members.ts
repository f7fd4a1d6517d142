/**
 * The staff's list of accounts (`/admin/membres`, GET /api/members; decision 025):
 * every account, prospects included (no role), searched by name or email and filtered by role.
 */
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { ROLES } from '#server/identity/roles.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { memberResponse } from './member-responses.ts';

/** `aucun`: accounts without a role (prospects, and members whose role was taken away). */
export const ROLE_FILTERS = [...ROLES, 'aucun'] as const;

export const listMembersQuery = z.strictObject({
  /** Part of the first name, last name, "first last" or email, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(ROLE_FILTERS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListMembersQuery = z.infer<typeof listMembersQuery>;

/** `%`, `_` and `\` typed by the staff are searched as themselves, not as LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(query: ListMembersQuery): SQL | undefined {
  // Erased accounts (decision 026) are tombstones, not people: never listed.
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.role === 'aucun') conditions.push(isNull(users.role));
  else if (query.role) conditions.push(eq(users.role, query.role));
  const q = query.q?.replace(/\s+/g, ' ');
  if (q) {
    const p = likePattern(q);
    const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
    conditions.push(or(ilike(users.firstName, p), ilike(users.lastName, p), ilike(users.email, p), ilike(fullName, p))!);
  }
  return and(...conditions);
}

export type MemberRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'lang' | 'createdAt'>;

export function serializeMember(row: MemberRow) {
  return { id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, role: row.role, lang: row.lang, created_at: row.createdAt } satisfies ResponseOf<typeof memberResponse>;
}

const columns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, lang: users.lang, createdAt: users.createdAt };

/** Sorted by name then email: staff look people up by name. */
export async function listMembers(db: DbOrTx, query: ListMembersQuery) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.email})`), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(serializeMember), total: Number(total?.n ?? 0), limit: query.limit, offset: query.offset };
}
