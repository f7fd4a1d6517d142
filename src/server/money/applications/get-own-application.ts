import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import { serializeApplication } from './serialize-application.ts';

/**
 * GET /api/candidatures/me: the caller's latest application while its deposit is unpaid, whatever
 * its state — waiting for payment (`validee`), refused or withdrawn — so the applicant can tell
 * "closed" from "none"; null when they have none or the latest is paid (they are a member: their
 * invoices say the rest). The staff's reason is not in the serialized row (it lives in the
 * timeline's events and is never shown to the applicant, decision 025).
 */
export async function getOwnApplication(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt)).limit(1);
  return row && row.paymentStatus === 'en_attente' ? serializeApplication(row) : null;
}
