import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices, users } from '#db/schema.ts';
import { serializeApplication } from './serialize-application.ts';
import { APPLICATION_STATUSES } from './close-application.ts';

export const listApplicationsQuery = z.strictObject({
  payment_status: z.enum(['en_attente', 'paye']).optional(),
  /** The balance (decision 024): `demande` finds who still owes it, `paye` who settled it. */
  balance_status: z.enum(['demande', 'paye']).optional(),
  /** `validee` (open), `refusee` or `retiree` (closed by the staff, decision 025). */
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** Part of the first name, last name, "first last", email, brand or the deposit invoice's buyer name, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type ListApplicationsQuery = z.infer<typeof listApplicationsQuery>;

/** `%`, `_` and `\` typed by the staff are searched as themselves, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(query: ListApplicationsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.payment_status) conditions.push(eq(applications.paymentStatus, query.payment_status));
  if (query.balance_status) conditions.push(eq(applications.balanceStatus, query.balance_status));
  if (query.status) conditions.push(eq(applications.status, query.status));
  const q = query.q?.replace(/\s+/g, ' ');
  if (q) {
    const p = likePattern(q);
    const fullName = sqlFullName();
    // The deposit invoice's buyer too: an erased member's application is found by the name it kept.
    const buyerName = sql<string>`(${invoices.buyer} ->> 'name')`;
    conditions.push(or(ilike(applications.firstName, p), ilike(applications.lastName, p), ilike(applications.email, p), ilike(applications.brand, p), ilike(fullName, p), ilike(buyerName, p))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

function sqlFullName() {
  return sql<string>`(${applications.firstName} || ' ' || ${applications.lastName})`;
}

const depositOf = and(eq(invoices.applicationId, applications.id), eq(invoices.kind, 'acompte'));

/** GET /api/candidatures (admin, responsable): newest first, with the invoice number once paid. */
export async function listApplications(db: DbOrTx, query: ListApplicationsQuery) {
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, invoiceNumber: invoices.number, buyer: invoices.buyer, deletedAt: users.deletedAt })
      .from(applications)
      .leftJoin(invoices, depositOf)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(applications).leftJoin(invoices, depositOf).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...serializeApplication(r.application, r.invoiceNumber),
      // An erased member's application keeps only its accounting facts (decision 026): the list
      // names it by the deposit invoice's buyer, which the law keeps.
      account_deleted: Boolean(r.deletedAt),
      account_deleted_at: r.deletedAt ?? null,
      invoice_buyer_name: typeof r.buyer?.name === 'string' ? r.buyer.name : null,
    })),
    total: Number(total?.n ?? 0),
    limit: query.limit,
    offset: query.offset,
  };
}
