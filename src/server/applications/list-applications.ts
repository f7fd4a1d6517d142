import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { applications, invoices } from '../../../db/schema.ts';
import { serializeApplication } from './serialize-application.ts';

export const listApplicationsQuery = z.strictObject({
  payment_status: z.enum(['en_attente', 'paye']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** GET /api/candidatures (admin, responsable): newest first, with the invoice number once paid. */
export async function listApplications(db: DbOrTx, query: z.infer<typeof listApplicationsQuery>) {
  const where = query.payment_status ? eq(applications.paymentStatus, query.payment_status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, invoiceNumber: invoices.number })
      .from(applications)
      .leftJoin(invoices, eq(invoices.applicationId, applications.id))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((r) => serializeApplication(r.application, r.invoiceNumber)),
    total: Number(total?.n ?? 0),
    limit: query.limit,
    offset: query.offset,
  };
}
